import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import {
  admin,
  moderator,
  path,
  put,
  useOpeningHoursWorld,
  WEEK,
} from '../support/factories/opening-hours-world.ts';

useOpeningHoursWorld();

describe('[OPENING HOURS] happy', () => {
  it('starts empty, then replaces the week and the closures, answered sorted with a new ETag', async () => {
    const { id } = await createEstablishment(admin);
    const empty = await call('GET', path(id), { token: moderator });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({
      veterinaryEstablishmentId: id,
      timeZone: 'Europe/Paris',
      weeklyHours: [],
      closures: [],
    });
    const saved = await put(id, WEEK, empty.headers.get('etag') as string);
    expect(saved.status).toBe(200);
    expect(saved.body.data.weeklyHours).toEqual([
      { dayOfWeek: 1, opens: '08:30', closes: '12:00' },
      { dayOfWeek: 2, opens: '08:30', closes: '12:00' },
      { dayOfWeek: 2, opens: '14:00', closes: '19:00' },
      { dayOfWeek: 6, opens: '09:00', closes: '12:00' },
    ]);
    expect(saved.body.data.closures).toEqual(WEEK.closures);
    expect(saved.headers.get('etag')).not.toBe(empty.headers.get('etag'));
    const read = await call('GET', path(id), { token: moderator });
    expect(read.body.data).toEqual(saved.body.data);
    expect(read.headers.get('etag')).toBe(saved.headers.get('etag'));
  });

  it('accepts ranges that touch (12:00–14:00 then 14:00–19:00) and an empty week', async () => {
    const { id } = await createEstablishment(admin);
    const touching = await put(id, {
      weeklyHours: [
        { dayOfWeek: 3, opens: '12:00', closes: '14:00' },
        { dayOfWeek: 3, opens: '14:00', closes: '19:00' },
      ],
      closures: [{ fromDate: '2026-12-25', toDate: '2026-12-25', label: 'Noël' }],
    });
    expect(touching.status).toBe(200);
    const cleared = await put(id, { weeklyHours: [], closures: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.weeklyHours).toEqual([]);
  });

  it('records one history entry with the week before and after', async () => {
    const { id } = await createEstablishment(admin);
    await put(id, WEEK);
    const next = { ...WEEK, weeklyHours: [{ dayOfWeek: 1, opens: '09:00', closes: '12:00' }] };
    await put(id, next);
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_establishment_opening_hours&resourceId[]=${id}`,
      { token: moderator },
    );
    expect(history.body.meta.total).toBe(2);
    const [latest] = history.body.data;
    expect(latest.kind).toBe('UPDATE');
    expect(latest.changes).toEqual([
      {
        field: 'weeklyHours',
        before: [
          { dayOfWeek: 1, opens: '08:30', closes: '12:00' },
          { dayOfWeek: 2, opens: '08:30', closes: '12:00' },
          { dayOfWeek: 2, opens: '14:00', closes: '19:00' },
          { dayOfWeek: 6, opens: '09:00', closes: '12:00' },
        ],
        after: [{ dayOfWeek: 1, opens: '09:00', closes: '12:00' }],
      },
    ]);
    // Saving the same week again leaves no entry.
    await put(id, next);
    const again = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_establishment_opening_hours&resourceId[]=${id}`,
      { token: moderator },
    );
    expect(again.body.meta.total).toBe(2);
  });
});
