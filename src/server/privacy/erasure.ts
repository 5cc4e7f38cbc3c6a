/**
 * Erasing a person (docs/spec.md §26.4) and the anonymising of leads it shares with the retention
 * rule (§26.5). A person is found by mobile number (read as the enquiry form reads it, §21.1) or
 * email (any case) in every table that holds them (src/server/privacy/personal-data.ts lists each
 * table and what happens to it): their leads with the leads' timelines, quotations and outbox rows
 * become "Erased" placeholders, a GENERAL account of theirs is deleted, and the mails of the local
 * mail folder that name them are removed. What tax law keeps is kept (CGST Act 2017, section 36):
 * orders, proforma invoices, payments and the quotation an order was made from (its buyer is the
 * order's). Each lead gets one `erased` entry on its timeline, with who and why, never the data.
 *
 * One transaction, the leads locked: erasing again, or two erasures at once, erases each lead once.
 */
import type pg from 'pg';
import { ERASED, KEPT_PLACES, noChanges, type ErasurePlace, type ErasureResult, type KeptPlace } from '../../lib/erasure';
import { query, withTransaction, type Queryable } from '../db/db';
import { mailFolder, removeMailNaming } from './mail-folder';
import { namesPerson, personOf, type Person } from './person-match';

export type { ErasureResult };

/** What a delivery that was still to be sent says once its lead is erased. */
export const ERASED_DELIVERY = 'Not sent: the buyer’s data was erased.';

/** Why the leads are anonymised, for their timelines: a reason and the ADMIN, or the retention rule (by null). */
export interface ErasureWhy {
  reason: string;
  by: string | null;
}

/** What anonymiseLeads did: the leads, the rows changed per table, and who the leads named (for the mail folder). */
export interface Anonymised {
  leads: string[];
  tables: Record<ErasurePlace, number>;
  person: Person;
}

const changed = (result: pg.QueryResult) => result.rowCount ?? 0;

/**
 * Anonymises these leads, those not erased yet, on `db` (in the caller's transaction): the lead's
 * name, phone, address, message and latest note become "Erased", its email and account link go; every
 * text of its timeline, its quotations' buyer and Ship to blocks (name, phone, address, GSTIN, email;
 * the state stays) and revision notes, the buyer's messages and the send errors of its outbox rows
 * are erased, and what was still to be sent to or about it is not sent. The quotation an order was
 * made from keeps its buyer (the order's, kept by law); orders, proformas and payments are not
 * touched. Each lead is stamped `erased_at` and given one `erased` timeline entry.
 */
export async function anonymiseLeads(db: Queryable, leadIds: string[], why: ErasureWhy): Promise<Anonymised> {
  const tables = noChanges();
  const leads = leadIds.length
    ? await query<{ id: string; phone: string; email: string | null; quote_emails: string[] }>(
        `select e.id, e.phone, e.email,
                array(select q.buyer ->> 'email' from quotes q where q.enquiry_id = e.id and q.buyer ->> 'email' is not null) as quote_emails
           from enquiries e where e.id = any($1::uuid[]) and e.erased_at is null
          order by e.id
            for update of e`,
        [leadIds],
        db,
      )
    : [];
  const ids = leads.map((lead) => lead.id);
  const person = personOf(leads.map((lead) => lead.phone), leads.flatMap((lead) => [lead.email, ...lead.quote_emails]));
  if (!ids.length) return { leads: ids, tables, person };

  const run = (text: string, params: unknown[] = []) => db.query(text, [ids, ERASED, ...params]);
  tables.enquiry_events = changed(await run(`update enquiry_events set text = $2 where enquiry_id = any($1::uuid[]) and text is not null`));
  tables.quotes = changed(
    await run(
      `update quotes q
          set buyer = q.buyer || jsonb_build_object('name', $2::text, 'phone', $2::text, 'address', $2::text, 'gstin', null, 'email', null),
              ship_to = q.ship_to || jsonb_build_object('name', $2::text, 'address', $2::text, 'gstin', null),
              revision_note = case when q.revision_note is null then null else $2 end
        where q.enquiry_id = any($1::uuid[]) and not exists (select from orders o where o.quote_id = q.id)`,
    ),
  );
  // A row still to be sent is stopped: its mail or webhook would tell of the lead (a send in flight
  // records its outcome only on a row still pending, the outbox's rule). A send error can quote the
  // buyer's address, and a quotation's message is the buyer's own words.
  tables.enquiry_deliveries = changed(
    await run(
      `update enquiry_deliveries
          set state = case when state = 'pending' then 'failed' else state end,
              claimed_until = case when state = 'pending' then null else claimed_until end,
              last_error = case when state = 'pending' then $3 else $2 end
        where enquiry_id = any($1::uuid[]) and (state = 'pending' or last_error is not null)`,
      [ERASED_DELIVERY],
    ),
  );
  tables.quote_deliveries = changed(
    await run(
      `update quote_deliveries m
          set state = case when m.state = 'pending' then 'failed' else m.state end,
              claimed_until = case when m.state = 'pending' then null else m.claimed_until end,
              last_error = case when m.state = 'pending' then $3 when m.last_error is null then null else $2 end,
              message = case when m.message is null then null else $2 end
         from quotes q
        where q.id = m.quote_id and q.enquiry_id = any($1::uuid[])
          and (m.state = 'pending' or m.last_error is not null or m.message is not null)`,
      [ERASED_DELIVERY],
    ),
  );
  // An order's documents are still sent to the buyer its quotation names (kept by law).
  tables.order_deliveries = changed(
    await run(
      `update order_deliveries d set last_error = $2
         from orders o
        where o.id = d.order_id and o.enquiry_id = any($1::uuid[]) and d.last_error is not null`,
    ),
  );
  tables.enquiries = changed(
    await run(
      `update enquiries
          set name = $2, phone = $2, email = null, address = $2, message = $2,
              note = case when note = '' then '' else $2 end, user_id = null, erased_at = now()
        where id = any($1::uuid[])`,
    ),
  );
  await db.query(`insert into enquiry_events (enquiry_id, kind, by_user, text) select id, 'erased', $2::uuid, $3 from unnest($1::uuid[]) as id`, [
    ids,
    why.by,
    why.reason,
  ]);
  return { leads: ids, tables, person };
}

export interface ErasePersonInput {
  /** 10 digits (normalised by src/lib/validation/erasure.ts), or none. */
  phone?: string | null;
  email?: string | null;
  reason: string;
  /** The ADMIN's user id. */
  by: string;
}

/**
 * Erases the person with this phone or email (docs/spec.md §26.4): their leads (by the lead's phone
 * or email, a quotation's buyer, or the GENERAL account they were sent from), their GENERAL account
 * (deleted, with its sessions and cart) and its sign-in limit places, the access log's details that
 * name them, and the local mail folder's mails about them.
 */
export async function erasePerson(input: ErasePersonInput): Promise<ErasureResult> {
  const phone = input.phone || null;
  const email = input.email?.trim().toLowerCase() || null;
  const searched = personOf([phone], [email]);
  const done = await withTransaction(async (client) => {
    const accounts = (
      await query<{ id: string }>(
        `select id from users where role = 'GENERAL' and (lower(email) = $1::text or mobile = $2::text) order by id for update`,
        [email, phone],
        client,
      )
    ).map((row) => row.id);
    const found = (
      await query<{ id: string }>(
        `select e.id from enquiries e
          where e.phone = $1::text or lower(e.email) = $2::text or e.user_id = any($3::uuid[])
             or e.id in (select q.enquiry_id from quotes q where q.buyer ->> 'phone' = $1::text or lower(q.buyer ->> 'email') = $2::text)`,
        [phone, email, accounts],
        client,
      )
    ).map((row) => row.id);
    const erased = await anonymiseLeads(client, found, { reason: input.reason, by: input.by });
    const tables = erased.tables;
    tables.users = changed(await client.query('delete from users where id = any($1::uuid[])', [accounts]));
    if (email) tables.rate_limit_events = changed(await client.query('delete from rate_limit_events where bucket = $1', [`signin-fail:email:${email}`]));
    tables.access_log = await eraseAccessLog(client, searched);
    return { erased, tables, kept: await keptByLaw(client, found) };
  });
  const folder = mailFolder();
  if (folder) {
    const person = personOf([...searched.phones, ...done.erased.person.phones], [...searched.emails, ...done.erased.person.emails]);
    done.tables.mail = await removeMailNaming(folder, done.erased.leads, namesPerson(person));
  }
  return { leads: done.erased.leads.length, tables: done.tables, kept: done.kept };
}

/** The rows kept by law on these leads (docs/spec.md §26 intro): their orders, proformas, payments and ordered quotations. */
async function keptByLaw(db: Queryable, leadIds: string[]): Promise<Record<KeptPlace, number>> {
  const [row] = await query<Record<KeptPlace, number>>(
    `select (select count(*) from orders o where o.enquiry_id = any($1::uuid[]))::int as orders,
            (select count(*) from proformas f join orders o on o.id = f.order_id where o.enquiry_id = any($1::uuid[]))::int as proformas,
            (select count(*) from payments p join orders o on o.id = p.order_id where o.enquiry_id = any($1::uuid[]))::int as payments,
            (select count(*) from quotes q where q.enquiry_id = any($1::uuid[]) and exists (select from orders o where o.quote_id = q.id))::int as quotes`,
    [leadIds],
    db,
  );
  return Object.fromEntries(KEPT_PLACES.map((place) => [place, row[place]])) as Record<KeptPlace, number>;
}

/** A JSON value with each text that names the person replaced by "Erased". */
function erasedIn(value: unknown, names: (text: string) => boolean): unknown {
  if (typeof value === 'string') return names(value) ? ERASED : value;
  if (Array.isArray(value)) return value.map((item) => erasedIn(item, names));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, erasedIn(item, names)]));
  return value;
}

/**
 * The access log keeps who opened, exported or downloaded what, and when, for at least a year (DPDP
 * Rules 2025, Rule 6): the entries stay, but a detail that names the person (an export's search
 * text) becomes "Erased". The database picks the entries whose detail holds the email or the
 * number's digits in order; the match itself is the mails' (./person-match.ts).
 */
async function eraseAccessLog(db: Queryable, person: Person): Promise<number> {
  const names = namesPerson(person);
  if (!names) return 0;
  const candidates = await query<{ id: string; detail: unknown }>(
    `select id, detail from access_log
      where lower(detail::text) like any($1::text[]) or regexp_replace(detail::text, '\\D', '', 'g') like any($2::text[])`,
    [person.emails.map((email) => `%${likeText(email)}%`), person.phones.map((digits) => `%${digits}%`)],
    db,
  );
  let erased = 0;
  for (const entry of candidates) {
    const detail = erasedIn(entry.detail, names);
    if (JSON.stringify(detail) === JSON.stringify(entry.detail)) continue;
    await db.query('update access_log set detail = $2 where id = $1', [entry.id, JSON.stringify(detail)]);
    erased += 1;
  }
  return erased;
}

/** A text matched literally by LIKE. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
