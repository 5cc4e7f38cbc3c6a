/**
 * The lead desk's alerts and reminders queued in the enquiry outbox (docs/spec.md §23.3, §23.4),
 * each exactly once: a step of the scheduled run, before it sends what is due.
 *
 * - A lead with no first response RESPONSE_ALERT_MINUTES business minutes after it came in:
 *   'enquiry.unanswered', once per lead (enquiries.unanswered_alerted_at).
 * - A follow-up at a set time that has come: 'enquiry.follow_up_due', once per follow-up time
 *   (enquiries.follow_up_reminded_for; a follow-up moved to a new time reminds again). A follow-up
 *   on a day with no set time stays with the daily digest (./digest.ts).
 *
 * Each kind is one statement that marks its leads and queues their deliveries together: the leads
 * it takes are locked (SKIP LOCKED, so a run at the same moment takes others or none) and marked,
 * so a later run finds nothing to take; the outbox's unique (enquiry, event, channel, follow-up
 * time) stops a repeat all the same. A crash before the commit leaves neither mark nor delivery,
 * and the next run queues them; after it, the outbox sends and retries as it does every row.
 *
 * A buyer's request at their own link (docs/spec.md §26.3) is told on the same channels, queued in
 * the request's own transaction (queueLeadNotice).
 */
import { addBusinessMinutes, businessHours, responseAlertMinutes } from '../../lib/business-hours';
import { query, type Queryable } from '../db/db';
import { emailChannel, mailServer, webhookChannel } from '../notifications/channels';
import type { DeskEvent } from './desk-notices';

// Leads a statement takes at once; the rest wait for the next minute's run.
const BATCH = 200;

/**
 * The channels a notice of the desk is queued on: the webhook when it is on, and mail when mail
 * can leave, for a lead with an owner (to their address), or for one without when the team has
 * ENQUIRY_EMAIL_TO (`teamMail`).
 */
function deskChannels(): { channels: string[]; teamMail: boolean } {
  const channels: string[] = [];
  if (mailServer()) channels.push('email');
  if (webhookChannel()) channels.push('webhook');
  return { channels, teamMail: emailChannel() !== null };
}

/** Leads unanswered since before the cutoff: marked, and their alerts queued. Returns how many. */
async function queueUnansweredAlerts(now: Date, channels: string[], teamMail: boolean): Promise<number> {
  // Came in at or before this instant: waited RESPONSE_ALERT_MINUTES business minutes by now.
  const cutoff = addBusinessMinutes(now, -responseAlertMinutes(), businessHours());
  const [{ leads }] = await query<{ leads: number }>(
    `with alerted as (
       update enquiries e set unanswered_alerted_at = $2
        where e.id in (select id from enquiries
                        where first_response_at is null and unanswered_alerted_at is null and created_at <= $1
                        order by created_at
                        limit $3
                          for update skip locked)
          and e.first_response_at is null and e.unanswered_alerted_at is null
        returning e.id, e.owner_id
     ), queued as (
       insert into enquiry_deliveries (enquiry_id, event, channel)
       select a.id, 'enquiry.unanswered', c.channel
         from alerted a cross join unnest($4::text[]) as c(channel)
        where c.channel <> 'email' or a.owner_id is not null or $5
       on conflict do nothing
       returning id
     )
     select count(*)::int as leads from alerted`,
    [cutoff, now, BATCH, channels, teamMail],
  );
  return leads;
}

/** Timed follow-ups due by `now` not yet reminded of at that time: marked, and reminders queued. */
async function queueFollowUpReminders(now: Date, channels: string[], teamMail: boolean): Promise<number> {
  const [{ leads }] = await query<{ leads: number }>(
    `with reminded as (
       update enquiries e set follow_up_reminded_for = e.next_follow_up_at
        where e.id in (select id from enquiries
                        where next_follow_up_at is not null and not next_follow_up_all_day
                          and follow_up_reminded_for is distinct from next_follow_up_at
                          and next_follow_up_at <= $1
                        order by next_follow_up_at
                        limit $2
                          for update skip locked)
          and e.next_follow_up_at <= $1 and not e.next_follow_up_all_day
          and e.follow_up_reminded_for is distinct from e.next_follow_up_at
        returning e.id, e.owner_id, e.next_follow_up_at
     ), queued as (
       insert into enquiry_deliveries (enquiry_id, event, channel, follow_up_at)
       select r.id, 'enquiry.follow_up_due', c.channel, r.next_follow_up_at
         from reminded r cross join unnest($3::text[]) as c(channel)
        where c.channel <> 'email' or r.owner_id is not null or $4
       on conflict do nothing
       returning id
     )
     select count(*)::int as leads from reminded`,
    [now, BATCH, channels, teamMail],
  );
  return leads;
}

/**
 * Queues a notice of the desk about one lead now, in the caller's transaction: what a buyer asked
 * at their own link (docs/spec.md §26.3), told as the alerts are, once per lead and event. Returns
 * how many deliveries were queued (0 when no channel is on).
 */
export async function queueLeadNotice(client: Queryable, enquiryId: string, event: DeskEvent): Promise<number> {
  const { channels, teamMail } = deskChannels();
  const rows = await query(
    `insert into enquiry_deliveries (enquiry_id, event, channel)
     select e.id, $2::text, c.channel from enquiries e cross join unnest($3::text[]) as c(channel)
      where e.id = $1 and (c.channel <> 'email' or e.owner_id is not null or $4)
     on conflict do nothing
     returning id`,
    [enquiryId, event, channels, teamMail],
    client,
  );
  return rows.length;
}

export interface QueuedNotices {
  /** Leads whose "unanswered" alert was queued. */
  unanswered: number;
  /** Leads whose follow-up reminder was queued. */
  followUps: number;
}

/** The scheduled step, as at `now` (the function passes the present; tests choose the moment). */
export async function queueDeskNotices(now: Date = new Date()): Promise<QueuedNotices> {
  const { channels, teamMail } = deskChannels();
  return {
    unanswered: await queueUnansweredAlerts(now, channels, teamMail),
    followUps: await queueFollowUpReminders(now, channels, teamMail),
  };
}

/** A run's line in the log: what it queued, or null when it had nothing to do. */
export function describeQueuedNotices({ unanswered, followUps }: QueuedNotices): string | null {
  if (!unanswered && !followUps) return null;
  return `${unanswered} unanswered alert${unanswered === 1 ? '' : 's'}, ${followUps} follow-up reminder${followUps === 1 ? '' : 's'} queued`;
}
