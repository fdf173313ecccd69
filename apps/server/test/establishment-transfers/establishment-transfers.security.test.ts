import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import {
  admin,
  moderator,
  readEstablishment,
  setting,
  transfer,
  useEstablishmentTransfersWorld,
} from '../support/factories/establishment-transfers-world.ts';

useEstablishmentTransfersWorld();

describe('[TRANSFERS] security', () => {
  it('lets a moderator transfer, an accountant only read the requirements, nobody without a token', async () => {
    const s = await setting();
    const accountant = await tokenFor('accountant');
    const body = { legalStructureId: s.structureB, mainBillingAccountId: s.accountB };
    expect((await transfer(s.establishmentId, body, {}, accountant)).status).toBe(403);
    expect(
      (await call('POST', `/v1/veterinary_establishments/${s.establishmentId}/transfer`, { body })).status,
    ).toBe(401);
    const requirements = `/v1/veterinary_establishments/${s.establishmentId}/transfer_requirements?mainBillingAccountId=${s.accountB}`;
    expect((await call('GET', requirements, { token: accountant })).status).toBe(200);
    expect((await call('GET', requirements)).status).toBe(401);
    expect((await transfer(s.establishmentId, body)).status).toBe(200);
  });
});

describe('[TRANSFERS] an establishment with a leader (issue 20: the right to sign follows the establishment)', () => {
  /** The setting, with a person who leads the establishment from 2024 on (given by an ADMIN). */
  async function ledSetting() {
    const s = await setting();
    const user = await call('POST', '/v1/users', {
      token: admin,
      body: { email: `responsable.${Date.now()}@clinique-test.fr`, firstName: 'Inès', lastName: 'Garnier' },
    });
    const job = await call('POST', '/v1/veterinary_establishment_users', {
      token: admin,
      body: {
        userId: user.body.data.id,
        veterinaryEstablishmentId: s.establishmentId,
        jobTitle: 'VETERINARIAN_LEADER',
        entryDate: '2024-01-01',
      },
    });
    expect(job.status).toBe(201);
    return s;
  }

  it('a MODERATOR cannot move it to another structure, by transfer or by PATCH (its leader would sign there)', async () => {
    const s = await ledSetting();
    const moved = await transfer(s.establishmentId, {
      legalStructureId: s.structureB,
      mainBillingAccountId: s.accountB,
    });
    expect(moved.status).toBe(403);
    expect(moved.body.code).toBe('LEADERS_MOVE_FORBIDDEN');
    const patched = await call('PATCH', `/v1/veterinary_establishments/${s.establishmentId}`, {
      token: moderator,
      body: { legalStructureId: s.structureB, mainBillingAccountId: null },
    });
    expect(patched.status).toBe(403);
    expect(patched.body.errors).toEqual([{ path: 'legalStructureId', message: expect.any(String) }]);
    const after = await readEstablishment(s.establishmentId);
    expect(after.body.data.legalStructureId).toBe(s.structureA);
    // Its other fields stay the MODERATOR's to change.
    const renamed = await call('PATCH', `/v1/veterinary_establishments/${s.establishmentId}`, {
      token: moderator,
      body: { shortDescription: 'Clinique des Tilleuls' },
    });
    expect(renamed.status).toBe(200);
  });

  it('an ADMIN moves it; a MODERATOR moves an establishment without a leader', async () => {
    const s = await ledSetting();
    const moved = await transfer(
      s.establishmentId,
      { legalStructureId: s.structureB, mainBillingAccountId: s.accountB },
      {},
      admin,
    );
    expect(moved.status).toBe(200);
    const plain = await setting();
    const byModerator = await transfer(plain.establishmentId, {
      legalStructureId: plain.structureB,
      mainBillingAccountId: plain.accountB,
    });
    expect(byModerator.status).toBe(200);
  });
});
