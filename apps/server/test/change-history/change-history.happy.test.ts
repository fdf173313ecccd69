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

  it('answers on the list declaration: fromCreatedDate as fromDate, both narrowing, newest first', async () => {
    const start = new Date(Date.now() - 1000).toISOString().replace(/\.\d+Z$/, 'Z');
    const ids: number[] = [];
    for (const title of ['Premier', 'Second']) {
      const created = await call('POST', '/v1/documents', {
        token: moderator,
        body: { name: `${title}.pdf`, title, content: base64(PDF_BYTES) },
      });
      ids.push(created.body.data.id);
    }
    const ofBoth = ['resource[]=documents', ...ids.map((id) => `resourceId[]=${id}`)].join('&');
    const since = await call('GET', `/v1/change_history?${ofBoth}&fromCreatedDate=${start}`, {
      token: moderator,
    });
    expect(since.status).toBe(200);
    expect(since.body.meta).toEqual({ page: 1, limit: 20, total: 2, totalIsExact: true });
    expect(since.body.data.map((e: { resourceId: number }) => e.resourceId)).toEqual([...ids].reverse());
    // fromDate and toCreatedDate together: both bounds apply, the one that ends before the changes wins.
    const none = await call(
      'GET',
      `/v1/change_history?${ofBoth}&fromDate=${start}&toCreatedDate=2000-01-01T00:00:00Z`,
      { token: moderator },
    );
    expect(none.body.meta.total).toBe(0);
    const paged = await call('GET', `/v1/change_history?${ofBoth}&limit=1&page=2`, { token: moderator });
    expect(paged.body.data.map((e: { resourceId: number }) => e.resourceId)).toEqual([ids[0]]);
    expect(paged.body.meta.total).toBe(2);
  });
});
