import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { moderator, moderatorId, useChangeHistoryWorld } from '../support/factories/change-history-world.ts';
import { base64, PDF_BYTES } from '../support/files.ts';

useChangeHistoryWorld();

describe('[HISTORY] change history', () => {
  it('records who created a document, when, and every field it was given', async () => {
    const start = new Date(Date.now() - 1000).toISOString().replace(/\.\d+Z$/, 'Z');
    const created = await call('POST', '/v1/documents', {
      token: moderator,
      body: { name: 'statuts.pdf', title: 'Statuts', content: base64(PDF_BYTES) },
    });
    const id = created.body.data.id;
    const history = await call('GET', `/v1/change_history?resource[]=documents&resourceId[]=${id}`, {
      token: moderator,
    });
    expect(history.status).toBe(200);
    expect(history.body.meta.total).toBe(1);
    const [entry] = history.body.data;
    expect(entry).toMatchObject({
      resource: 'documents',
      resourceId: id,
      kind: 'CREATE',
      user: { id: moderatorId, firstName: 'Hugo', lastName: 'Bernard' },
    });
    expect(entry.occurredAt >= start).toBe(true);
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: null, after: 'statuts.pdf' },
        { field: 'title', before: null, after: 'Statuts' },
        { field: 'mediaType', before: null, after: 'application/pdf' },
      ]),
    );

    const byUserAndPeriod = await call(
      'GET',
      `/v1/change_history?userId[]=${moderatorId}&fromDate=${start}&resource[]=documents`,
      { token: moderator },
    );
    expect(byUserAndPeriod.body.data.map((e: { resourceId: number }) => e.resourceId)).toContain(id);
    const otherUser = await call('GET', `/v1/change_history?userId[]=${moderatorId + 1}&resourceId[]=${id}`, {
      token: moderator,
    });
    expect(otherUser.body.meta.total).toBe(0);
    const before = await call('GET', `/v1/change_history?toDate=2000-01-01T00:00:00Z&resourceId[]=${id}`, {
      token: moderator,
    });
    expect(before.body.meta.total).toBe(0);
  });
});
