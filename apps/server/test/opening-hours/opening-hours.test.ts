import type { OpeningHoursInput } from '@vetbo/domain/opening-hours';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories.ts';

let admin: string;
let moderator: string;
beforeAll(async () => {
  [admin, moderator] = await Promise.all([tokenFor('admin'), tokenFor('moderator')]);
});

const WEEK: OpeningHoursInput = {
  weeklyHours: [
    { dayOfWeek: 2, opens: '14:00', closes: '19:00' },
    { dayOfWeek: 1, opens: '08:30', closes: '12:00' },
    { dayOfWeek: 2, opens: '08:30', closes: '12:00' },
    { dayOfWeek: 6, opens: '09:00', closes: '12:00' },
  ],
  closures: [{ fromDate: '2026-08-03', toDate: '2026-08-21', label: "Congés d'été" }],
};

const path = (id: number) => `/v1/veterinary_establishments/${id}/opening_hours`;

async function put(id: number, body: unknown, etag?: string) {
  return call('PUT', path(id), {
    token: moderator,
    body,
    headers: etag ? { 'if-match': etag } : {},
  });
}

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

describe('[OPENING HOURS] errors', () => {
  it('names each faulty range or closure in French', async () => {
    const { id } = await createEstablishment(admin);
    const refused = await put(id, {
      weeklyHours: [
        { dayOfWeek: 1, opens: '08:30', closes: '12:00' },
        { dayOfWeek: 1, opens: '11:00', closes: '13:00' },
        { dayOfWeek: 2, opens: '14:00', closes: '09:00' },
        { dayOfWeek: 8, opens: '25:00', closes: '9h' },
      ],
      closures: [
        { fromDate: '2026-08-21', toDate: '2026-08-03', label: "Congés d'été" },
        { fromDate: '2026-02-30', toDate: '', label: ' ' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'weeklyHours.3.dayOfWeek', message: 'Jour invalide (1 = lundi … 7 = dimanche)' },
        { path: 'weeklyHours.3.opens', message: 'Heure invalide (format HH:MM, ex. 08:30)' },
        { path: 'weeklyHours.3.closes', message: 'Heure invalide (format HH:MM, ex. 08:30)' },
        { path: 'closures.1.fromDate', message: 'Date invalide' },
        { path: 'closures.1.toDate', message: 'Ce champ est requis' },
        { path: 'closures.1.label', message: 'Ce champ est requis' },
      ]),
    );
    // The rules between ranges run once every field is well-formed.
    const crossed = await put(id, {
      weeklyHours: [
        { dayOfWeek: 1, opens: '08:30', closes: '12:00' },
        { dayOfWeek: 1, opens: '11:00', closes: '13:00' },
        { dayOfWeek: 2, opens: '14:00', closes: '09:00' },
      ],
      closures: [{ fromDate: '2026-08-21', toDate: '2026-08-03', label: "Congés d'été" }],
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.errors).toEqual([
      {
        path: 'weeklyHours.2.closes',
        message: "L'heure de fermeture doit être postérieure à l'heure d'ouverture",
      },
      { path: 'weeklyHours.1.opens', message: 'Cette plage chevauche une autre plage du même jour' },
      {
        path: 'closures.0.toDate',
        message: 'La date de fin doit être égale ou postérieure à la date de début',
      },
    ]);
  });

  it('allows four ranges a day, not five', async () => {
    const { id } = await createEstablishment(admin);
    const ranges = ['08:00', '10:00', '12:00', '14:00', '16:00'].map((opens, index) => ({
      dayOfWeek: 4,
      opens,
      closes: `${String(9 + 2 * index).padStart(2, '0')}:00`,
    }));
    const five = await put(id, { weeklyHours: ranges, closures: [] });
    expect(five.status).toBe(400);
    expect(five.body.errors).toEqual([
      { path: 'weeklyHours.4.dayOfWeek', message: 'Quatre plages horaires au plus par jour' },
    ]);
    expect((await put(id, { weeklyHours: ranges.slice(0, 4), closures: [] })).status).toBe(200);
  });

  it('refuses a stale If-Match with 412 and changes nothing', async () => {
    const { id } = await createEstablishment(admin);
    const first = await call('GET', path(id), { token: moderator });
    const etag = first.headers.get('etag') as string;
    expect((await put(id, WEEK, etag)).status).toBe(200);
    const stale = await put(id, { weeklyHours: [], closures: [] }, etag);
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('STALE_RECORD');
    const after = await call('GET', path(id), { token: moderator });
    expect(after.body.data.weeklyHours).toHaveLength(4);
  });

  it('answers 404 for an establishment that does not exist', async () => {
    expect((await call('GET', path(99_999_999), { token: moderator })).status).toBe(404);
    expect((await put(99_999_999, WEEK)).status).toBe(404);
  });
});

describe('[OPENING HOURS] security', () => {
  it('lets a moderator write, an accountant only read, nobody without a token', async () => {
    const { id } = await createEstablishment(admin);
    const accountant = await tokenFor('accountant');
    expect((await call('GET', path(id), { token: accountant })).status).toBe(200);
    expect((await call('PUT', path(id), { token: accountant, body: WEEK })).status).toBe(403);
    expect((await call('GET', path(id))).status).toBe(401);
    expect((await call('PUT', path(id), { body: WEEK })).status).toBe(401);
    expect((await put(id, WEEK)).status).toBe(200);
  });
});
