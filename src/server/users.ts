/** Users: the table `users` and its mapping to the API's User (SPEC §3). */
import type { Role, User } from '../lib/types';
import { query, type Queryable } from './db';
import { hashPassword } from './passwords';

interface UserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  profile_pic: string | null;
  created_at: Date;
}

/** The columns a User is made of; the password hash is deliberately not among them. */
export const USER_COLUMNS = 'id, name, email, role, profile_pic, created_at';

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    profilePic: row.profile_pic,
    createdAt: row.created_at.toISOString(),
  };
}

export async function findUserByEmail(email: string, db?: Queryable): Promise<User | null> {
  const rows = await query<UserRow>(`select ${USER_COLUMNS} from users where lower(email) = lower($1)`, [email], db);
  return rows[0] ? toUser(rows[0]) : null;
}

/**
 * Makes sure an ADMIN account with this email exists. An existing account is promoted, and its
 * password left alone, so restarting the server never resets a password changed since.
 */
export async function ensureAdmin(input: { email: string; password: string; name: string }): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const rows = await query<UserRow>(
    `insert into users (name, email, password_hash, role) values ($1, $2, $3, 'ADMIN')
     on conflict (lower(email)) do update set role = 'ADMIN', updated_at = now()
     returning ${USER_COLUMNS}`,
    [input.name, input.email, passwordHash],
  );
  return toUser(rows[0]);
}
