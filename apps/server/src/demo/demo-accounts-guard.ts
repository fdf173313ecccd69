import type { Db } from '@vetbo/db/database';
import { verifyPassword } from '@vetbo/db/password';
import { users } from '@vetbo/db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@vetbo/db/seed/demo-accounts';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';

/** A refusal to start, whose message is the whole story (main.ts prints it without a stack). */
export class StartRefused extends Error {
  override name = 'StartRefused';
}

export interface DemoAccountFound {
  id: number;
  email: string;
  staffRole: string | null;
}

const DEMO_EMAILS = DEMO_ACCOUNTS.map((account) => account.email.toLowerCase());

/**
 * The seed's demo accounts that anyone who read the README can still sign in to: with the built-in
 * provider, those whose password is still the published one; with an external provider (which matches
 * a first sign-in by e-mail), every user holding a demo address. Only these five addresses are looked up,
 * and each distinct hash among them is checked once: a few scrypt runs, whatever the number of users.
 */
export async function findDemoAccounts(
  db: Db,
  { externalProvider }: { externalProvider: boolean },
): Promise<DemoAccountFound[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      staffRole: users.staffRole,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, DEMO_EMAILS), isNull(users.anonymisedDate)))
    .orderBy(asc(users.id));
  if (externalProvider) return rows.map(({ passwordHash: _, ...row }) => row);
  const published = new Map<string, boolean>();
  for (const hash of new Set(rows.map((row) => row.passwordHash))) {
    if (hash) published.set(hash, await verifyPassword(DEMO_PASSWORD, hash));
  }
  return rows
    .filter((row) => row.passwordHash && published.get(row.passwordHash))
    .map(({ passwordHash: _, ...row }) => row);
}

/** The message of a production start refused because of `found` (not empty). */
export function demoAccountsRefusal(found: DemoAccountFound[], externalProvider: boolean): string {
  const lines = found.map((a) => `  - ${a.email} (user ${a.id}${a.staffRole ? `, ${a.staffRole}` : ''})`);
  const why = externalProvider
    ? 'the identity provider matches a first sign-in by e-mail, and these demo addresses are published in the README'
    : `their password "${DEMO_PASSWORD}" is published in the README`;
  return [
    `STAGE=prod: Vetbo refuses to start while demo accounts exist — ${why}:`,
    ...lines,
    'Remove them first: start this database once with STAGE=preprod, sign in as an ADMIN of your own (not a',
    'demo account) and anonymise each of them (Utilisateurs → the user → Anonymiser; API: POST',
    '/v1/users/{id}/anonymisation)' +
      (externalProvider ? '.' : ', or give an account you keep a real e-mail address and a new password.'),
    'A database that only ever held demo data is best replaced by a new one, started without DEMO_DATA.',
  ].join('\n');
}

/** In production, refuses to go on while a demo account can still be signed in to (StartRefused). */
export async function refuseDemoAccounts(db: Db, { externalProvider }: { externalProvider: boolean }) {
  const found = await findDemoAccounts(db, { externalProvider });
  if (found.length > 0) throw new StartRefused(demoAccountsRefusal(found, externalProvider));
}
