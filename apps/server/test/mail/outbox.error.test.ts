import { describe, expect, it } from 'vitest';
import { api, messageIn, queue, smtp, tokens, useOutboxWorld } from '../support/factories/outbox-world.ts';

useOutboxWorld();

describe('[MAIL] the outbox and its sending job', () => {
  it('a refused message is retried, then FAILED with the reason; an ADMIN sends it again', async () => {
    smtp.state.refuse = 'Mailbox unavailable for the test';
    const id = await queue('refus@example.fr', 'Refusé');
    const failed = await messageIn(id, ['FAILED']);
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toContain('Mailbox unavailable for the test');
    expect(smtp.received.some((mail) => mail.to.includes('refus@example.fr'))).toBe(false);

    // Only a FAILED message goes back to the queue.
    smtp.state.refuse = null;
    const retried = await api('POST', `/v1/outbox_messages/${id}/retry`, tokens.admin as string);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ state: 'QUEUED', attempts: 0 });
    await smtp.mailTo('refus@example.fr');
    expect((await messageIn(id, ['SENT'])).attempts).toBe(1);
    const again = await api('POST', `/v1/outbox_messages/${id}/retry`, tokens.admin as string);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('OUTBOX_NOT_FAILED');
  });
});
