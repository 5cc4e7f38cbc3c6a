/**
 * Users with a live session, made straight in the database, for tests of calls that need a
 * logged-in GENERAL user or an ADMIN (the sign-in call itself is tested in accounts.test.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Role, User } from '../../src/lib/types';
import { withDatabase } from './http';

export interface TestAccount {
  user: User;
  password: string;
  /** The Cookie header value that carries the session. */
  cookie: string;
}

export async function createAccount(databaseUrl: string, role: Role = 'GENERAL'): Promise<TestAccount> {
  const { hashPassword } = await import('../../src/server/accounts/passwords');
  const { createSession } = await import('../../src/server/accounts/sessions');
  const { toUser, USER_COLUMNS } = await import('../../src/server/accounts/users');
  const password = `pw-${randomUUID()}`;
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const passwordHash = await hashPassword(password);
  return withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `insert into users (name, email, password_hash, role) values ($1, $2, $3, $4) returning ${USER_COLUMNS}`,
      [`Test ${role === 'ADMIN' ? 'Admin' : 'Buyer'}`, email, passwordHash, role],
    );
    const user = toUser(rows[0]);
    const token = await createSession(user._id, client);
    return { user, password, cookie: `session=${token}` };
  });
}
