import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import { admin, path, put, useOpeningHoursWorld, WEEK } from '../support/factories/opening-hours-world.ts';

useOpeningHoursWorld();

describe('[OPENING HOURS] security', () => {
  it('lets a moderator write, an accountant only read, nobody without a token', async () => {
    const { id } = await createEstablishment(admin);
    const accountant = await tokenFor('accountant');
    expect((await call('GET', path(id), { token: accountant })).status).toBe(200);
    expect((await call('PUT', path(id), { token: accountant, body: WEEK })).status).toBe(403);
    expect((await call('GET', path(id))).status).toBe(401);
    expect((await call('PUT', path(id), { body: WEEK })).status).toBe(401);
    expect((await put(id, WEEK)).status).toBe(200);
  });
});
