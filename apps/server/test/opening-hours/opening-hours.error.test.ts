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
