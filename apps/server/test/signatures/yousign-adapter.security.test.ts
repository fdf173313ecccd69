import { describe, expect, it } from 'vitest';
import {
  parseYousignEvent,
  verifyYousignSignature,
} from '../../src/modules/signatures/yousign/yousign-webhook.ts';
import {
  adapter,
  bodyOf,
  type Received,
  received,
  SECRET,
  signatureOf,
  standIn,
  toActivate,
  useYousignAdapterWorld,
} from '../support/factories/yousign-adapter-world.ts';

useYousignAdapterWorld();

describe('Yousign adapter', () => {
  it('tells forged webhooks: wrong secret, body altered after signing, missing or malformed header', async () => {
    const activation = await adapter().activate(await toActivate());
    const answer = await standIn.sendWebhook('signature_request.activated', activation.externalId, {
      secret: 'not-the-secret',
    });
    expect(answer.status).toBe(204);
    const forged = received[0] as Received;
    expect(verifyYousignSignature(forged.raw, signatureOf(forged), SECRET)).toBe(false);

    await standIn.sendWebhook('signature_request.activated', activation.externalId, { eventId: 'evt-1' });
    const genuine = received[1] as Received;
    expect(verifyYousignSignature(genuine.raw, signatureOf(genuine), SECRET)).toBe(true);
    const altered = Buffer.from(genuine.raw.toString('utf8').replace('"ongoing"', '"done"'));
    expect(altered.equals(genuine.raw)).toBe(false);
    expect(verifyYousignSignature(altered, signatureOf(genuine), SECRET)).toBe(false);
    expect(verifyYousignSignature(genuine.raw, undefined, SECRET)).toBe(false);
    const hex = (signatureOf(genuine) as string).slice('sha256='.length);
    expect(verifyYousignSignature(genuine.raw, hex, SECRET)).toBe(false);
    expect(verifyYousignSignature(genuine.raw, `sha256=${hex.slice(2)}`, SECRET)).toBe(false);
    expect(verifyYousignSignature(genuine.raw, signatureOf(genuine), '')).toBe(false);

    // A replay carries the same event id (the product ignores the second one).
    await standIn.sendWebhook('signature_request.activated', activation.externalId, { eventId: 'evt-1' });
    const replay = parseYousignEvent(bodyOf(received[2] as Received));
    expect(replay).toMatchObject({ eventId: 'evt-1', status: 'ONGOING' });
  });
});
