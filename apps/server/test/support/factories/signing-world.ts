// The built-in e-signature tests' world: a product of its own sending its mail to a real SMTP server,
// the demo accounts signed in, the leader's structure, and the helpers the tests share.
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { call } from '../api.ts';
import { signInForAccessToken } from '../oidc-client.ts';
import { type ReceivedMail, startSmtpSink, waitFor } from '../smtp-sink.ts';
import { startTestServer } from '../test-server.ts';

export const LEADER = 'leader@vetbo.test';
export const tokens: Record<string, string> = {};
/** Set before the tests run: the server, the SMTP sink, the leader's structure and user id. */
export const world = {} as {
  server: Awaited<ReturnType<typeof startTestServer>>;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  structureId: number;
  leaderId: number;
};

export const api = (method: string, path: string, token: string | null, body?: unknown, headers = {}) =>
  call(method, path, { baseUrl: world.server.baseUrl, token, body, headers });

export async function raw(path: string, token: string, accept = 'application/pdf') {
  const response = await fetch(`${world.server.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}`, accept },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** A state no API call makes (an account without IBAN, a signed mandate, a date past), in the database. */
export async function onDatabase(text: string, values: unknown[]): Promise<void> {
  const database = new pg.Client({ connectionString: world.server.databaseUrl });
  await database.connect();
  try {
    await database.query(text, values);
  } finally {
    await database.end();
  }
}

export const mailsTo = (address: string, subject: RegExp) =>
  world.smtp.received.filter((mail) => mail.to.includes(address) && subject.test(mail.subject));

/** The one-time code a signature-code mail carries (in its text, never in its subject). */
export const codeIn = (mail: ReceivedMail): string => {
  const code = /est : (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
};

export async function nextMail(address: string, subject: RegExp, seen: number): Promise<ReceivedMail> {
  return waitFor(() => mailsTo(address, subject)[seen]);
}

export interface Onboarding {
  establishments: { id: number; legalStructure: { id: number } | null }[];
  pendingMandateCount: number;
  billingAccounts: {
    id: number;
    requiredMandates: { id: number; validatedDate: string | null }[];
    signature: { signerId: number } | null;
  }[];
}
export const onboarding = async () =>
  (await api('GET', '/v1/me/onboarding', tokens.leader as string)).body.data as Onboarding;

/** Asks for a code as the leader and returns the one the e-mail brings. */
export async function askCode(signerId: number): Promise<string> {
  const before = mailsTo(LEADER, /code de signature/).length;
  const asked = await api('POST', `/v1/me/signers/${signerId}/codes`, tokens.leader as string);
  expect(asked.status).toBe(201);
  return codeIn(await nextMail(LEADER, /code de signature/, before));
}

/** A six-digit code that is not `code`. */
export const wrongCode = (code: string, shift = 1) =>
  String((Number(code) + shift) % 1_000_000).padStart(6, '0');

/** Staff send the account's mandates to the leader: the request as answered. */
export async function sendToLeader(accountId: number) {
  const sent = await api(
    'POST',
    `/v1/billing_accounts/${accountId}/yousign_signature_requests`,
    tokens.manager as string,
    { signerUserId: world.leaderId },
  );
  expect(sent.status).toBe(201);
  return sent.body.data as {
    id: number;
    status: string;
    documents: { id: number; originalDocumentId: number; signedDocumentId: number | null }[];
    signers: { id: number }[];
  };
}

/** An ENABLED account of the structure with two mandates to sign (one per creditor's mandate). */
export async function accountWithMandates(legalStructureId: number) {
  const account = await api('POST', '/v1/billing_accounts', tokens.admin as string, {
    legalStructureId,
    entitled: `Compte signature ${Date.now().toString(36)}`,
    iban: 'FR7630006000011234567890189',
    bicSwift: 'AGRIFRPP',
    identityName: 'SELARL des Tilleuls',
  });
  expect(account.status).toBe(201);
  const mandates = (await api('GET', '/v1/mandates?limit=2', tokens.admin as string)).body.data as {
    id: number;
  }[];
  const required = [];
  for (const mandate of mandates) {
    const created = await api('POST', '/v1/required_mandates', tokens.admin as string, {
      billingAccountId: account.body.data.id,
      mandateId: mandate.id,
    });
    expect(created.status).toBe(201);
    required.push(created.body.data.id as number);
  }
  return { id: account.body.data.id as number, required };
}

/** Starts the world before the file's tests and stops it after them. */
export function useSigningWorld() {
  beforeAll(async () => {
    world.smtp = await startSmtpSink();
    world.server = await startTestServer({ SMTP_URL: world.smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' });
    for (const role of ['admin', 'manager', 'accountant', 'moderator', 'leader']) {
      tokens[role] = await signInForAccessToken(world.server.baseUrl, `${role}@vetbo.test`, 'vetbo-demo');
    }
    const led = await onboarding();
    world.structureId = led.establishments.find((establishment) => establishment.legalStructure)
      ?.legalStructure?.id as number;
    expect(world.structureId).toBeTypeOf('number');
    world.leaderId = (await api('GET', '/v1/me', tokens.leader as string)).body.data.id;
  }, 120_000);
  afterAll(async () => {
    await world.server?.close();
    await world.smtp?.close();
  });
}
