import { describe, expect, it } from 'vitest';
import {
  api,
  outboxTo,
  tokens,
  unique,
  useInvitationsWorld,
} from '../support/factories/invitations-world.ts';

useInvitationsWorld();

describe('[INVITATIONS] invitation e-mail, one-time link, sign-in', () => {
  it('a refused creation (e-mail taken) writes no invitation', async () => {
    const email = unique('double');
    expect(
      (await api('POST', '/v1/users', tokens.admin as string, { email, firstName: 'A', lastName: 'B' }))
        .status,
    ).toBe(201);
    const twice = await api('POST', '/v1/users', tokens.admin as string, {
      email,
      firstName: 'A',
      lastName: 'B',
      sendInvitation: true,
    });
    expect(twice.status).toBe(409);
    expect((await outboxTo(email)).meta.total).toBe(0);
  });
});
