import { fileBlobs } from '@vetbo/db/schema/index';
import { describe, expect, it } from 'vitest';
import { writeToOutbox } from '../../src/modules/mail/outbox-writer.ts';
import {
  api,
  messageIn,
  queue,
  server,
  smtp,
  tokens,
  useOutboxWorld,
} from '../support/factories/outbox-world.ts';

useOutboxWorld();

describe('[MAIL] the outbox and its sending job', () => {
  it('a queued message reaches the SMTP server and is marked SENT', async () => {
    const id = await queue('claire.outbox@example.fr', 'Un message de test');
    const mail = await smtp.mailTo('claire.outbox@example.fr');
    expect(mail.subject).toBe('Un message de test');
    expect(mail.text).toContain('Un message de test');
    const message = await messageIn(id, ['SENT']);
    expect(message).toMatchObject({ state: 'SENT', attempts: 1, lastError: null });
    expect(message.sentDate).toEqual(expect.any(String));
  });

  it('a message goes out with its attachments, read from the database', async () => {
    const content = Buffer.from('%PDF-1.7\n% une facture\n');
    const id = await server.database.db.transaction(async (tx) => {
      const [blob] = await tx
        .insert(fileBlobs)
        .values({ sha256: 'test', sizeBytes: content.length, content })
        .returning({ id: fileBlobs.id });
      return writeToOutbox(tx, {
        kind: 'INVOICE_REMINDER',
        recipient: 'pieces.jointes@example.fr',
        subject: 'Rappel avec facture',
        textBody: 'Bonjour',
        attachments: [
          {
            fileName: 'FVS-2026-000001.pdf',
            contentType: 'application/pdf',
            blobId: (blob as { id: number }).id,
          },
        ],
      });
    });
    await server.mailer.deliver([id]);
    const mail = await smtp.mailTo('pieces.jointes@example.fr');
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['FVS-2026-000001.pdf', 'application/pdf'],
    ]);
    expect(mail.attachments[0]?.content.equals(content)).toBe(true);
    await messageIn(id, ['SENT']);
  });

  it('lists messages for an ADMIN only, with filters and a search', async () => {
    const id = await queue('liste.outbox@example.fr', 'Pour la liste');
    await messageIn(id, ['SENT']);
    const list = await api('GET', `/v1/outbox_messages?id[]=${id}&state[]=SENT`, tokens.admin as string);
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({ recipient: 'liste.outbox@example.fr', kind: 'PASSWORD_RESET' });
    const none = await api('GET', `/v1/outbox_messages?id[]=${id}&state[]=FAILED`, tokens.admin as string);
    expect(none.body.meta.total).toBe(0);
    const found = await api('POST', '/v1/outbox_messages/search', tokens.admin as string, {
      term: 'LISTE.OUTBOX',
    });
    expect(found.body.data.map((m: { id: number }) => m.id)).toEqual([id]);
    expect((await api('GET', '/v1/outbox_messages', tokens.manager as string)).status).toBe(403);
    expect((await api('GET', `/v1/outbox_messages/${id}`, tokens.manager as string)).status).toBe(403);
    expect((await api('GET', '/v1/outbox_messages', null)).status).toBe(401);
    expect((await api('GET', '/v1/outbox_messages/999999', tokens.admin as string)).status).toBe(404);
  });
});
