import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import { createUser, hire, ids, tokens, useTeamsWorld } from '../support/factories/teams-world.ts';

// The establishments' hand-written SQL, typed by the list's declaration (establishment-filters.ts):
// filters that share one related row, a sort, and the count's meta.
useTeamsWorld();

const list = (query: string) =>
  call('GET', `/v1/veterinary_establishments?${query}`, { token: tokens.moderator });

describe('[ESTABLISHMENTS] list', () => {
  it('matches a user and a job title on the same job, sorts by privileged code, and says its count is exact', async () => {
    const tag = `list-${Date.now().toString(36)}`;
    // One after the other: the test sorts them by creation date.
    const a = await createEstablishment(tokens.moderator, { tags: [tag] });
    const b = await createEstablishment(tokens.moderator, { tags: [tag] });
    const [nurse, vet] = await Promise.all([createUser('Infirmier'), createUser('Vétérinaire')]);
    const job = { department: 'CARE', entryDate: '2024-01-01' };
    for (const answer of await Promise.all([
      hire({ ...job, userId: nurse.id, veterinaryEstablishmentId: a.id, jobTitle: 'VETERINARY_NURSE' }),
      hire({ ...job, userId: vet.id, veterinaryEstablishmentId: a.id, jobTitle: 'VETERINARIAN' }),
      hire({ ...job, userId: nurse.id, veterinaryEstablishmentId: b.id, jobTitle: 'ASSISTANT' }),
    ]))
      expect(answer.status).toBe(201);

    const ofTag = `tag[]=${tag}`;
    expect(ids(await list(`${ofTag}&veuUserId[]=${nurse.id}&sortCreatedDate=asc`))).toEqual([a.id, b.id]);
    expect(ids(await list(`${ofTag}&veuUserId[]=${nurse.id}&veuJobTitle[]=VETERINARY_NURSE`))).toEqual([
      a.id,
    ]);
    // The nurse is no veterinarian anywhere: the two values must hold on one job.
    expect(ids(await list(`${ofTag}&veuUserId[]=${nurse.id}&veuJobTitle[]=VETERINARIAN`))).toEqual([]);

    const byCode = await list(`${ofTag}&sortPrivilegedCode=desc`);
    const codes = byCode.body.data.map((e: { privilegedCode: string }) => e.privilegedCode);
    expect(codes).toEqual([a.privilegedCode, b.privilegedCode].sort().reverse());
    expect(byCode.body.meta).toEqual({ page: 1, limit: 20, total: 2, totalIsExact: true });
  });
});
