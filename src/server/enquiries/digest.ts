/**
 * The daily digest (SPEC §21.6): from 09:00 business time, one mail a day to the sales team with the
 * leads that need someone today: new ones nobody has contacted yet, follow-ups due today and
 * overdue ones, each with its phone (to call from the mail) and its link. Nothing to report, no mail. The scheduled function
 * netlify/functions/send-digest.mts runs the step several times an hour and the step decides; the
 * local server runs it on its timer (platform/functions/delivery-schedule.ts).
 *
 * Once a day: a run claims the business day in digest_days with a lease, in one statement, and
 * marks it sent after the mail went. A run at the same time, or a retry, finds the day held or sent
 * and does nothing. A run whose send failed leaves its lease to run out; a later run takes the day
 * again, so a mail server that was down still gets the day's mail.
 */
import { businessDate, businessDayStart, businessHour, businessTimeZone, formatBusinessDate, formatBusinessTime } from '../../lib/business-time';
import { escapeHtml } from '../../lib/html';
import { phoneText } from '../../lib/phone';
import { leadUrl } from '../../lib/public-address';
import { siteConfig } from '../../lib/site';
import { query } from '../db/db';
import { emailChannel } from '../notifications/channels';
import { blocks, heading, link, list, mailHtml, paragraph, phoneLink, subheading } from '../notifications/mail-html';
import { sendMail, type OutgoingMail } from '../notifications/mail-transport';
import { followUpDay, followUpDueSql, type FollowUpDue } from './follow-up';
import { adminUrl, PRODUCT_GONE } from './lead';

/** The business hour from which the day's digest goes out. */
export const DIGEST_HOUR = 9;
// Longer than a selection and a send can take (the SMTP timeouts are well below it).
const LEASE_SECONDS = 120;
// A mail stays readable; the rest are in the admin panel, and the heading gives the full count.
const LISTED_PER_SECTION = 50;

export type DigestSection = 'fresh' | FollowUpDue;

/** In the mail's order, with each section's heading and its word in the subject. */
export const DIGEST_SECTIONS: [DigestSection, string, string][] = [
  ['fresh', 'New, not yet contacted', 'new'],
  ['dueToday', 'Follow-ups due today', 'due today'],
  ['overdue', 'Overdue', 'overdue'],
];

export interface DigestLead {
  id: string;
  name: string;
  /** As stored: 10 digits (shown and linked with +91, src/lib/phone.ts). */
  phone: string;
  product: string;
  createdAt: Date;
  followUpAt: Date | null;
  followUpAllDay: boolean;
}

export interface Digest {
  /** The business day, 'YYYY-MM-DD'. */
  day: string;
  zone: string;
  sections: Record<DigestSection, { leads: DigestLead[]; total: number }>;
}

interface DigestRow {
  id: string;
  name: string;
  phone: string;
  product_name: string | null;
  created_at: Date;
  next_follow_up_at: Date | null;
  next_follow_up_all_day: boolean;
  section: DigestSection;
  total: number;
}

/**
 * The leads of business day `day` as seen at `now`, each in one section, the most pressing first:
 * overdue (a follow-up before the day began), due today (a follow-up within the day), else new
 * (status New, arrived by `now`). Won and Lost leads need nobody. The follow-up rule is the one
 * the lead list's views use (./follow-up.ts).
 */
export async function selectDigest(day: string, zone: string, now: Date): Promise<Digest> {
  const { start, end } = followUpDay(day, zone);
  const dayBound = (bound: 'start' | 'end') => (bound === 'start' ? '$1' : '$2');
  const rows = await query<DigestRow>(
    `select id, name, phone, product_name, created_at, next_follow_up_at, next_follow_up_all_day, section, total
       from (select leads.*,
                    row_number() over (partition by section
                                       order by case when section = 'fresh' then created_at else next_follow_up_at end, id) as place,
                    count(*) over (partition by section)::int as total
               from (select e.id, e.name, e.phone, p.product_name, e.created_at, e.next_follow_up_at, e.next_follow_up_all_day,
                            case when ${followUpDueSql('overdue', dayBound)} then 'overdue'
                                 when ${followUpDueSql('dueToday', dayBound)} then 'dueToday'
                                 when e.status = 'New' and e.created_at <= $3 then 'fresh'
                            end as section
                       from enquiries e left join products p on p.id = e.product_id
                      where e.status not in ('Won', 'Lost')) leads
              where section is not null) ranked
      where place <= $4
      order by place`,
    [start, end, now, LISTED_PER_SECTION],
  );
  const sections = Object.fromEntries(DIGEST_SECTIONS.map(([section]) => [section, { leads: [] as DigestLead[], total: 0 }])) as Digest['sections'];
  for (const row of rows) {
    sections[row.section].total = row.total;
    sections[row.section].leads.push({
      id: row.id,
      name: row.name,
      phone: row.phone,
      product: row.product_name ?? PRODUCT_GONE,
      createdAt: row.created_at,
      followUpAt: row.next_follow_up_at,
      followUpAllDay: row.next_follow_up_all_day,
    });
  }
  return { day, zone, sections };
}

export const digestLeadCount = (digest: Digest) => DIGEST_SECTIONS.reduce((sum, [section]) => sum + digest.sections[section].total, 0);

/** When a lead in a section is about: when it arrived, or when its follow-up is (a day, or a time). */
function when(lead: DigestLead, section: DigestSection, zone: string): string {
  if (section === 'fresh' || !lead.followUpAt) return `received ${formatBusinessTime(lead.createdAt, zone)}`;
  const at = lead.followUpAllDay ? formatBusinessDate(lead.followUpAt, zone) : formatBusinessTime(lead.followUpAt, zone);
  return section === 'overdue' ? `follow-up was due ${at}` : `follow up ${lead.followUpAllDay ? 'today' : `at ${at}`}`;
}

export function digestMail(digest: Digest, env: Record<string, string | undefined> = process.env): OutgoingMail {
  const allEnquiries = adminUrl(env);
  const { siteUrl } = siteConfig(env);
  const dayLabel = formatBusinessDate(businessDayStart(digest.day, digest.zone), digest.zone);
  const shown = DIGEST_SECTIONS.filter(([section]) => digest.sections[section].total > 0);
  const more = (total: number, listed: number) => (total > listed ? `…and ${total - listed} more in the admin panel` : null);

  const text = [
    `Leads to work on, ${dayLabel}`,
    ...shown.flatMap(([section, heading]) => {
      const { leads, total } = digest.sections[section];
      const lines = leads.map((lead) => `- ${lead.name} · ${phoneText(lead.phone)} · ${lead.product} · ${when(lead, section, digest.zone)}\n  ${leadUrl(siteUrl, lead.id)}`);
      return ['', `${heading} (${total})`, ...lines, more(total, leads.length)].filter((line) => line !== null);
    }),
    '',
    `All enquiries: ${allEnquiries}`,
  ].join('\n');

  const sectionsHtml = shown.map(([section, title]) => {
    const { leads, total } = digest.sections[section];
    const items = leads.map(
      (lead) =>
        `${link(leadUrl(siteUrl, lead.id), escapeHtml(lead.name))} · ${phoneLink(lead.phone)} · ${escapeHtml(lead.product)} · ${escapeHtml(when(lead, section, digest.zone))}`,
    );
    const rest = more(total, leads.length);
    return blocks([subheading(`${title} (${total})`), list(items), rest ? paragraph(escapeHtml(rest)) : null]);
  });
  const html = mailHtml([
    heading(`Leads to work on, ${escapeHtml(dayLabel)}`),
    sectionsHtml.join('\n'),
    paragraph(link(allEnquiries, 'Open all enquiries in the admin panel')),
  ]);

  const counts = shown.map(([section, , word]) => `${digest.sections[section].total} ${word}`);
  return { subject: `Leads for ${dayLabel}: ${counts.join(', ')}`, text, html, headers: { 'X-Digest-Day': digest.day } };
}

/** Takes the day for this run; false when it is sent already or another run holds it. */
async function claimDay(day: string): Promise<boolean> {
  const claimed = await query(
    `insert into digest_days as d (day, claimed_until) values ($1, now() + make_interval(secs => $2))
     on conflict (day) do update set claimed_until = excluded.claimed_until
      where d.sent_at is null and (d.claimed_until is null or d.claimed_until < now())
     returning d.day`,
    [day, LEASE_SECONDS],
  );
  return claimed.length === 1;
}

async function markSent(day: string, leadCount: number): Promise<void> {
  await query('update digest_days set sent_at = now(), claimed_until = null, lead_count = $2 where day = $1', [day, leadCount]);
}

/**
 * What a run did: 'early' (before 09:00), 'off' (no email channel), 'taken' (the day is sent or
 * another run holds it), 'sent', or 'empty' (nothing to report: no mail, and the day is done).
 */
export type DigestOutcome = 'early' | 'off' | 'taken' | 'sent' | 'empty';

export interface DigestRun {
  outcome: DigestOutcome;
  /** The business day the run was for. */
  day: string;
  /** How many leads the day's mail counted. */
  leads: number;
}

/**
 * The scheduled step, as at `now` (the function passes the present; tests choose the moment). A
 * failed send throws, and the day is taken again once this run's lease has run out.
 */
export async function sendDailyDigest(now: Date = new Date()): Promise<DigestRun> {
  const zone = businessTimeZone();
  const day = businessDate(now, zone);
  const result = (outcome: DigestOutcome, leads = 0): DigestRun => ({ outcome, day, leads });
  if (businessHour(now, zone) < DIGEST_HOUR) return result('early');
  const channel = emailChannel();
  if (!channel) return result('off');
  if (!(await claimDay(day))) return result('taken');
  const digest = await selectDigest(day, zone, now);
  const leads = digestLeadCount(digest);
  if (leads > 0) await sendMail(channel, digestMail(digest), `digest-${day}`);
  await markSent(day, leads);
  return result(leads > 0 ? 'sent' : 'empty', leads);
}

/** A run's line in the log: what it sent, or null when it had nothing to do. */
export function describeDigestRun(run: DigestRun): string | null {
  return run.outcome === 'sent' || run.outcome === 'empty' ? `${run.day}: ${run.outcome}, ${run.leads} leads` : null;
}
