/**
 * The admin's change of a user (SPEC §4.2, docs/spec.md §23.1): the role, whether they take new
 * leads, the mobile (§22.9), or several, in one transaction. The site is never left without an ADMIN, and a user who
 * leaves the desk (becomes GENERAL) stops taking new leads and gives back their open leads.
 */
import { phoneText } from '../../lib/phone';
import { isDeskRole, type Role, type User } from '../../lib/types';
import type { UserChange } from '../../lib/validation/accounts';
import { isUuid, query, withTransaction, type Queryable } from '../db/db';
import { HttpError } from '../http/http';
import { toUser, USER_COLUMNS, USER_MESSAGES, type UserRow } from './users';

/**
 * Changes a user as the admin `byUserId`. When the role changes, the current ADMIN rows are locked
 * first, so of two concurrent demotions of the last two admins the second waits, then sees only
 * one admin left, and is refused (409). "Takes new leads" is only for ADMIN and SALES users (400).
 */
export async function updateUser(userId: string, change: UserChange, byUserId: string): Promise<User> {
  if (!isUuid(userId)) throw new HttpError(404, USER_MESSAGES.unknownUser);
  return withTransaction(async (client) => {
    const admins = change.role ? await query<{ id: string }>(`select id from users where role = 'ADMIN' for update`, [], client) : [];
    const [target] = await query<{ role: Role; name: string }>('select role, name from users where id = $1 for update', [userId], client);
    if (!target) throw new HttpError(404, USER_MESSAGES.unknownUser);
    const role = change.role ?? target.role;
    if (change.takesNewLeads !== undefined && !isDeskRole(role)) throw new HttpError(400, USER_MESSAGES.notOnDesk);
    if (role !== 'ADMIN' && target.role === 'ADMIN' && admins.every((a) => a.id === userId)) {
      throw new HttpError(409, USER_MESSAGES.lastAdmin);
    }
    const [row] = await query<UserRow>(
      `update users
          set role = $2,
              takes_new_leads = case when $2 in ('ADMIN', 'SALES') then coalesce($3, takes_new_leads) else false end,
              mobile = case when $4 then $5 else mobile end,
              updated_at = now()
        where id = $1
    returning ${USER_COLUMNS}`,
      [userId, role, change.takesNewLeads ?? null, change.mobile !== undefined, change.mobile ?? null],
      client,
    );
    if (isDeskRole(target.role) && !isDeskRole(role)) await giveBackOpenLeads(client, userId, target.name, byUserId);
    return toUser(row);
  });
}

/**
 * A user leaving the desk: each of their open leads (not Won or Lost) is left without an owner, with
 * an 'owner' timeline entry from their name to none, by the admin who changed the role. Closed
 * leads keep their owner: that is who worked them.
 */
async function giveBackOpenLeads(client: Queryable, userId: string, ownerName: string, byUserId: string): Promise<void> {
  await query(
    `with unassigned as (
       update enquiries set owner_id = null
        where owner_id = $1 and status not in ('Won', 'Lost')
       returning id
     )
     insert into enquiry_events (enquiry_id, kind, by_user, from_value, to_value)
     select id, 'owner', $2, $3, null from unassigned`,
    [userId, byUserId, ownerName],
    client,
  );
}

/** The answer's message: what changed, as the admin reads it in the toast. */
export function userChangeMessage(user: User, change: UserChange): string {
  const said: string[] = [];
  if (change.role) said.push(`${user.name} is now ${change.role}.`);
  if (change.takesNewLeads !== undefined) {
    said.push(change.takesNewLeads ? `${user.name} takes new leads.` : `${user.name} no longer takes new leads.`);
  }
  if (change.mobile !== undefined) said.push(mobileMessage(user));
  return said.join(' ');
}

/** "Ravi Kumar's mobile is +91 98765 43210." or "… is cleared.". */
export function mobileMessage(user: User): string {
  return user.mobile ? `${user.name}’s mobile is ${phoneText(user.mobile)}.` : `${user.name}’s mobile is cleared.`;
}

/** A user's own mobile, set by themselves (a desk user: it is printed on their quotations). */
export async function setOwnMobile(userId: string, mobile: string | null): Promise<User> {
  const [row] = await query<UserRow>(`update users set mobile = $2, updated_at = now() where id = $1 returning ${USER_COLUMNS}`, [userId, mobile]);
  if (!row) throw new HttpError(404, USER_MESSAGES.unknownUser);
  return toUser(row);
}
