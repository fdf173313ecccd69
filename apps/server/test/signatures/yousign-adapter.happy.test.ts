import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { yousignField } from '../../src/modules/signatures/yousign/yousign-client.ts';
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
import { waitFor } from '../support/smtp-sink.ts';

useYousignAdapterWorld();

describe('Yousign adapter', () => {
  it('activates a request: two documents uploaded, the signer with a field on each, ongoing', async () => {
    const request = await toActivate();
    const activation = await adapter().activate(request);

    const stored = standIn.requests.get(activation.externalId);
    expect(stored?.status).toBe('ongoing');
    expect(stored?.external_id).toBe('41');
    expect(stored?.delivery_mode).toBe('email');
    expect(stored?.expiration_date).toBe(request.expirationDay);
    expect(activation.documents.map((document) => document.localId)).toEqual([1, 2]);
    expect(stored?.documents.map((document) => document.id)).toEqual(
      activation.documents.map((document) => document.externalId),
    );
    expect(stored?.documents[0]?.pdf.equals(request.documents[0]?.pdf as Buffer)).toBe(true);
    expect(stored?.documents[0]?.filename).toBe('contrat.pdf');
    expect(stored?.documents[1]?.pages).toHaveLength(1);

    expect(activation.signers).toEqual([{ localId: 10, externalId: stored?.signers[0]?.id }]);
    const signer = stored?.signers[0];
    expect(signer?.status).toBe('notified');
    expect(signer?.info).toEqual({
      first_name: 'Camille',
      last_name: 'Durand0',
      email: 'camille0@clinique.test',
      locale: 'fr',
    });
    expect(signer?.signature_authentication_mode).toBe('otp_email');
    expect(signer?.fields.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        document_id: activation.documents[0]?.externalId,
        type: 'signature',
        page: 2,
        x: 60,
        y: 701,
        width: 180,
        height: 60,
      },
      {
        document_id: activation.documents[1]?.externalId,
        type: 'signature',
        page: 1,
        x: 300,
        y: 701,
        width: 180,
        height: 60,
      },
    ]);
  });

  it('gives every signer a field on every document', async () => {
    const activation = await adapter().activate(await toActivate(2));
    const stored = standIn.requests.get(activation.externalId);
    expect(stored?.signers).toHaveLength(2);
    for (const signer of stored?.signers ?? []) {
      expect(signer.fields.map((field) => field.document_id)).toEqual(
        activation.documents.map((document) => document.externalId),
      );
    }
  });

  it('rounds fields and enlarges them to the minimum signature size', () => {
    expect(yousignField({ page: 1, x: 10.5, y: 20.4, width: 40, height: 10 })).toEqual({
      page: 1,
      x: 11,
      y: 20,
      width: 85,
      height: 37,
    });
  });

  it('once completed: signed webhooks read as DONE, and the signed PDFs and audit trails download', async () => {
    const request = await toActivate();
    const activation = await adapter().activate(request);
    await standIn.complete(activation.externalId);

    await waitFor(() => (received.length >= 2 ? true : null), 5_000);
    expect(received.map((message) => bodyOf(message).event_name)).toEqual([
      'signer.done',
      'signature_request.done',
    ]);
    for (const message of received) {
      expect(verifyYousignSignature(message.raw, signatureOf(message), SECRET)).toBe(true);
    }
    const signerDone = parseYousignEvent(bodyOf(received[0] as Received));
    expect(signerDone).toMatchObject({
      name: 'signer.done',
      externalRequestId: activation.externalId,
      externalSignerId: activation.signers[0]?.externalId,
      status: null,
    });
    const done = parseYousignEvent(bodyOf(received[1] as Received));
    expect(done).toMatchObject({
      name: 'signature_request.done',
      externalRequestId: activation.externalId,
      status: 'DONE',
      externalSignerId: null,
    });
    expect(done.eventId).not.toBe(signerDone.eventId);
    expect(Math.abs(done.occurredAt.getTime() - Date.now())).toBeLessThan(60_000);

    const files = await adapter().downloadSigned(
      activation.externalId,
      activation.documents,
      activation.signers,
    );
    expect(files.documents.map((document) => document.externalId)).toEqual(
      activation.documents.map((document) => document.externalId),
    );
    for (const [index, document] of files.documents.entries()) {
      expect(document.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const original = request.documents[index]?.pdf as Buffer;
      expect(document.pdf.subarray(0, original.length).equals(original)).toBe(true);
      expect(document.pdf.toString('latin1')).toContain(`%Yousign stand-in signature ${document.externalId}`);
    }
    expect(files.auditTrails).toHaveLength(1);
    expect(files.auditTrails[0]?.externalSignerId).toBe(activation.signers[0]?.externalId);
    const trail = files.auditTrails[0]?.pdf as Buffer;
    expect(trail.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(trail)).getPageCount()).toBe(1);
  });

  it('reads a decline and an expiry from their webhooks', async () => {
    const declined = await adapter().activate(await toActivate());
    await standIn.decline(declined.externalId);
    const expired = await adapter().activate(await toActivate());
    await standIn.expire(expired.externalId);

    await waitFor(() => (received.length >= 2 ? true : null), 5_000);
    const events = received.map((message) => parseYousignEvent(bodyOf(message)));
    expect(events[0]).toMatchObject({
      name: 'signature_request.declined',
      externalRequestId: declined.externalId,
      externalSignerId: declined.signers[0]?.externalId,
      status: 'DECLINED',
    });
    expect(events[1]).toMatchObject({ externalRequestId: expired.externalId, status: 'EXPIRED' });
    expect(standIn.requests.get(declined.externalId)?.signers[0]?.status).toBe('declined');
  });

  it('maps every Yousign status and refuses malformed events', () => {
    const event = (status: string, name = 'signature_request.updated') => ({
      event_id: 'e',
      event_name: name,
      event_time: '1670855889',
      data: { signature_request: { id: 'r', status } },
    });
    const expected: Record<string, string> = {
      draft: 'DRAFT',
      approval: 'ONGOING',
      ongoing: 'ONGOING',
      done: 'DONE',
      declined: 'DECLINED',
      rejected: 'DECLINED',
      expired: 'EXPIRED',
      canceled: 'CANCELED',
      deleted: 'CANCELED',
    };
    for (const [status, ours] of Object.entries(expected)) {
      expect(parseYousignEvent(event(status)).status).toBe(ours);
    }
    expect(parseYousignEvent(event('done')).occurredAt.toISOString()).toBe('2022-12-12T14:38:09.000Z');
    expect(() => parseYousignEvent(event('nonsense'))).toThrow(/unknown signature request status/);
    expect(() => parseYousignEvent({ event_id: 'e' })).toThrow(/malformed event/);
    expect(() => parseYousignEvent(null)).toThrow(/malformed event/);
    expect(() => parseYousignEvent({ ...event('done'), event_time: 'yesterday' })).toThrow(/event_time/);
  });

  it('cancels an ongoing request (again is fine), not a finished one', async () => {
    const activation = await adapter().activate(await toActivate());
    await adapter().cancel(activation.externalId, 'Contrat annulé par le gestionnaire');
    const stored = standIn.requests.get(activation.externalId);
    expect(stored?.status).toBe('canceled');
    expect(stored?.cancellation).toEqual({
      reason: 'contractualization_aborted',
      custom_note: 'Contrat annulé par le gestionnaire',
    });
    await adapter().cancel(activation.externalId, 'encore');
    expect(stored?.status).toBe('canceled');

    const finished = await adapter().activate(await toActivate());
    await standIn.complete(finished.externalId);
    await expect(adapter().cancel(finished.externalId, 'trop tard')).rejects.toMatchObject({
      name: 'YousignError',
      status: 400,
    });
    await expect(adapter().cancel('no-such-request', 'x')).rejects.toMatchObject({ status: 404 });
  });
});
