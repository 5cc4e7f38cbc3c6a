/**
 * Who can own a lead (docs/spec.md §23.2): the desk's ADMIN and SALES users. The lead desk lists
 * them to give a lead to (GET /api/desk-users), and a change of owner names one of them.
 */
import type { DeskMember } from '../../lib/lead-list';
import { DESK_ROLES, type DeskRole } from '../../lib/types';
import { NO_OWNER_MESSAGE, NOT_DESK_OWNER_MESSAGE } from '../../lib/validation/enquiry-update';
import { query, type Queryable } from '../db/db';
import { HttpError } from '../http/http';

/** A lead's owner as its timeline names them. */
export interface Owner {
  id: string;
  name: string;
}

/** The desk's people, by name: those a lead can be given to, and whether new leads come to them in turn. */
export async function deskMembers(): Promise<DeskMember[]> {
  // The roles written out, as the partial index users_desk_idx names them, so that it answers.
  const rows = await query<{ id: string; name: string; role: DeskRole; takes_new_leads: boolean }>(
    `select id, name, role, takes_new_leads from users where role in ('ADMIN', 'SALES') order by lower(name), id`,
  );
  return rows.map((row) => ({ _id: row.id, name: row.name, role: row.role, takesNewLeads: row.takes_new_leads }));
}

/**
 * The user a lead is to be given to, inside the change's transaction: 400 when no user has the id
 * or they are not on the desk. Their row is held (for share) until the change commits, so a role
 * change taking them off the desk cannot slip in between.
 */
export async function deskOwner(userId: string, client: Queryable): Promise<Owner> {
  const [user] = await query<{ id: string; name: string; role: string }>('select id, name, role from users where id = $1 for share', [userId], client);
  if (!user) throw new HttpError(400, NO_OWNER_MESSAGE);
  if (!(DESK_ROLES as readonly string[]).includes(user.role)) throw new HttpError(400, NOT_DESK_OWNER_MESSAGE);
  return { id: user.id, name: user.name };
}
