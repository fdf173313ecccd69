// A signature request allows at most 10 wrong codes over all its resends (issue 20): whoever holds the
// leader's session cannot guess the code by asking for new ones. Past that the request is cancelled, the
// leader is told by e-mail, and only staff can send the mandates again.
import { SIGNATURE_REQUEST_MAX_WRONG_CODES } from '@vetbo/domain/signatures';
import { describe, expect, it } from 'vitest';
import {
  accountWithMandates,
  api,
  askCode,
  LEADER,
  mailsTo,
  nextMail,
  onDatabase,
  sendToLeader,
  tokens,
  useSigningWorld,
  world,
  wrongCode,
} from '../support/factories/signing-world.ts';

useSigningWorld();

const sign = (signerId: number, code: string) =>
  api('POST', `/v1/me/signers/${signerId}/signatures`, tokens.leader as string, { code });
/** The 30 s between two codes, passed (a state no call makes quickly). */
const allowResend = (signerId: number) =>
  onDatabase(
    "update signature_signers set code_sent_date = code_sent_date - interval '1 minute' where id = $1",
    [signerId],
  );

describe('[SIGNATURE] wrong codes over all resends', () => {
  it('ten wrong codes over two resends cancel the request: the right code no longer signs, the leader is told, staff send again', async () => {
    expect(SIGNATURE_REQUEST_MAX_WRONG_CODES).toBe(10);
    const account = await accountWithMandates(world.structureId);
    const sent = await sendToLeader(account.id);
    const signerId = sent.signers[0]?.id as number;

    // The attack: guess, ask for a new code whenever one is spent, guess again.
    let wrong = 0;
    let code = '';
    for (let round = 0; round < 2; round += 1) {
      if (round > 0) await allowResend(signerId);
      code = await askCode(signerId);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const answer = await sign(signerId, wrongCode(code, attempt));
        wrong += 1;
        if (wrong < SIGNATURE_REQUEST_MAX_WRONG_CODES) {
          expect(answer.status, `wrong code ${wrong}`).toBe(422);
        } else {
          expect(answer.status).toBe(409);
          expect(answer.body.code).toBe('SIGNATURE_TOO_MANY_WRONG_CODES');
        }
      }
    }
    // The right code of the last e-mail signs nothing; no new code is sent.
    const late = await sign(signerId, code);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('SIGNATURE_TOO_MANY_WRONG_CODES');
    await allowResend(signerId);
    const again = await api('POST', `/v1/me/signers/${signerId}/codes`, tokens.leader as string);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SIGNATURE_TOO_MANY_WRONG_CODES');

    const [cancelled] = (
      await api(
        'GET',
        `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
        tokens.manager as string,
      )
    ).body.data;
    expect(cancelled).toMatchObject({ id: sent.id, status: 'CANCELED', finishedDate: expect.any(String) });
    for (const id of account.required) {
      const mandate = await api('GET', `/v1/required_mandates/${id}`, tokens.accountant as string);
      expect(mandate.body.data.isValidated).toBe(false);
    }

    // The leader is told in French why, and that the office will send the mandates again.
    const notice = await nextMail(LEADER, /^Signature annulée/, 0);
    expect(notice.text).toContain('trop de codes erronés');
    expect(notice.text).toContain('Mandats SEPA');

    // The leader cannot start a new request themself from the onboarding area…
    const restart = await api(
      'POST',
      `/v1/me/billing_accounts/${account.id}/signature_requests`,
      tokens.leader as string,
    );
    expect(restart.status).toBe(409);
    expect(restart.body.code).toBe('SIGNATURE_TOO_MANY_WRONG_CODES');

    // …staff send the mandates again, and the new request signs with its own code.
    const resent = await sendToLeader(account.id);
    const newSigner = resent.signers[0]?.id as number;
    expect(newSigner).not.toBe(signerId);
    const signed = await sign(newSigner, await askCode(newSigner));
    expect(signed.status).toBe(200);
    expect(signed.body.data.request.status).toBe('DONE');
    expect(mailsTo(LEADER, /^Signature annulée/)).toHaveLength(1);
  }, 120_000);
});
