// The built-in e-signature end to end (issue 9 §5): staff send an account's mandates → the e-mail is
// caught by a real SMTP server → the leader opens the document, asks for the code, signs → the sealed
// PDF's signature verifies → the mandates are validated → the onboarding badge drops.
import { describe, expect, it } from 'vitest';
import {
  accountWithMandates,
  api,
  codeIn,
  LEADER,
  mailsTo,
  nextMail,
  tokens,
  useSigningWorld,
  world,
} from '../support/factories/signing-world.ts';

useSigningWorld();

describe('[SIGNATURE] the built-in provider, from staff to a validated mandate', () => {
  it('the leader starts signing from the onboarding area; a fifth wrong code spends the code', async () => {
    const account = await accountWithMandates(world.structureId);
    const started = await api(
      'POST',
      `/v1/me/billing_accounts/${account.id}/signature_requests`,
      tokens.leader as string,
    );
    expect(started.status).toBe(201);
    const signerId = started.body.data.signerId as number;
    const resumed = await api(
      'POST',
      `/v1/me/billing_accounts/${account.id}/signature_requests`,
      tokens.leader as string,
    );
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.signerId).toBe(signerId);

    const codesBefore = mailsTo(LEADER, /code de signature/).length;
    expect((await api('POST', `/v1/me/signers/${signerId}/codes`, tokens.leader as string)).status).toBe(201);
    const code = codeIn(await nextMail(LEADER, /code de signature/, codesBefore));
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await api('POST', `/v1/me/signers/${signerId}/signatures`, tokens.leader as string, { code: wrong }))
          .status,
      ).toBe(422);
    }
    const spent = await api('POST', `/v1/me/signers/${signerId}/signatures`, tokens.leader as string, {
      code,
    });
    expect(spent.status).toBe(409);
    expect(spent.body.code).toBe('SIGNATURE_CODE_ATTEMPTS');
    const malformed = await api('POST', `/v1/me/signers/${signerId}/signatures`, tokens.leader as string, {
      code: '12a',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0]).toEqual({ path: 'code', message: 'Le code compte 6 chiffres' });
  });
});
