// The server's "today" is the day in Paris (issue 22), in SQL (`current_date`: active members, the
// establishments' group filter, leaders) as in JavaScript: every database connection runs in Europe/Paris,
// whatever the database's own default. On a server of its own whose database defaults to a zone where the
// day is not Paris' at this moment, as a server in UTC is between midnight and 2 a.m. in Paris.
import { createFreshDatabase, testDatabaseServerUrl } from '@vetbo/db/testing/database-server';
import { parisDay } from '@vetbo/domain/paris-day';
import { privilegedCodeError } from '@vetbo/domain/validators/privileged-code';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { makeEstablishment, nextCandidate } from '../support/factories/establishments.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';
import { startTestServer } from '../support/test-server.ts';

/**
 * Before noon in Paris, a zone 12 hours behind UTC (Etc/GMT+12), where it is still Paris' yesterday; from
 * noon, one 14 hours ahead (Pacific/Kiritimati), where it is already Paris' tomorrow.
 */
const zoneAwayFromParis = () =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: 'numeric' }).format()) < 12
    ? 'Etc/GMT+12'
    : 'Pacific/Kiritimati';

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

let server: Awaited<ReturnType<typeof startTestServer>>;
let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
let token: string;
const zone = zoneAwayFromParis();

beforeAll(async () => {
  fresh = await createFreshDatabase();
  const admin = new pg.Client({ connectionString: testDatabaseServerUrl() });
  await admin.connect();
  await admin.query(`alter database ${new URL(fresh.url).pathname.slice(1)} set timezone to '${zone}'`);
  await admin.end();
  server = await startTestServer({ DATABASE_URL: fresh.url });
  token = await signInForAccessToken(server.baseUrl, 'moderator@vetbo.test', 'vetbo-demo');
}, 120_000);
afterAll(async () => {
  await server?.close();
  await fresh?.drop();
});

const api = (method: string, path: string, body?: unknown) =>
  call(method, path, { baseUrl: server.baseUrl, token, body });

async function newEstablishment(): Promise<{ id: number }> {
  for (;;) {
    const privilegedCode = nextCandidate();
    if (privilegedCodeError(privilegedCode)) continue;
    const answer = await api('POST', '/v1/veterinary_establishments', makeEstablishment({ privilegedCode }));
    if (answer.status === 201) return answer.body.data;
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  }
}

describe('[MEMBERSHIPS] today is the day in Paris', () => {
  it('runs every connection of the server (API, exports, jobs) in Europe/Paris', async () => {
    // A plain connection gets the database's default, far from Paris…
    const plain = new pg.Client({ connectionString: fresh.url });
    await plain.connect();
    const { rows } = await plain.query<{ TimeZone: string }>('show timezone').finally(() => plain.end());
    expect(rows[0]?.TimeZone).toBe(zone);
    // …the server's own run in Paris.
    const { database } = server;
    for (const pool of [database.pool, database.exportPool, database.jobPool])
      expect((await pool.query<{ TimeZone: string }>('show timezone')).rows[0]?.TimeZone).toBe(
        'Europe/Paris',
      );
  });

  it('counts a member leaving today in Paris as active, and one that left yesterday as gone', async () => {
    const today = parisDay();
    const group = (
      await api('POST', '/v1/veterinary_groups', { entitled: 'Groupe de Paris', groupCode: 'GRP7501' })
    ).body.data as { id: number };
    const [gone, leavingToday] = [await newEstablishment(), await newEstablishment()];
    for (const [establishment, leaveDate] of [
      [gone, dayBefore(today)],
      [leavingToday, today],
    ] as const) {
      const joined = await api('POST', '/v1/veterinary_establishment_members', {
        veterinaryEstablishmentId: establishment.id,
        veterinaryGroupId: group.id,
        joinDate: '2020-01-01',
        leaveDate,
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    }
    // SQL's current_date: the group's count and the establishments' group filter.
    expect((await api('GET', `/v1/veterinary_groups/${group.id}`)).body.data.activeMemberCount).toBe(1);
    const members = await api('GET', `/v1/veterinary_establishments?veterinaryGroupId[]=${group.id}`);
    expect(members.body.data.map((e: { id: number }) => e.id)).toEqual([leavingToday.id]);
    // JavaScript's today: each membership's `active`.
    const memberships = await api(
      'GET',
      `/v1/veterinary_establishment_members?veterinaryGroupId[]=${group.id}`,
    );
    expect(
      Object.fromEntries(
        memberships.body.data.map((m: { veterinaryEstablishmentId: number; active: boolean }) => [
          m.veterinaryEstablishmentId,
          m.active,
        ]),
      ),
    ).toEqual({ [gone.id]: false, [leavingToday.id]: true });
  });
});
