import { api, apiToken, type CreatedEstablishment, createEstablishment, uniqueWord } from './api.ts';
import { createLegalStructure } from './legal-structures.ts';

/** The product's calendar is Paris' (spec §9): today and tomorrow there, as the API writes days. */
export const parisToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
export const parisTomorrow = () => {
  const day = new Date(`${parisToday()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};
/** '2026-11-28' → '28/11/2026', as the screens write a day. */
export const frenchDay = (day: string) => day.split('-').reverse().join('/');

export interface DeliveryToBill {
  id: number;
  code: string;
  entitled: string;
}

let codes = Date.now() % 1_000_000;

/**
 * An establishment of this test only (on a legal structure of its own, so it can be invoiced) and
 * `prices.length` deliveries to bill on it, of the demo service CE-ABO, each with a code of its own.
 */
export async function deliveriesToBill(
  prices: number[],
): Promise<{ establishment: CreatedEstablishment; deliveries: DeliveryToBill[] }> {
  const structure = await createLegalStructure();
  const establishment = await createEstablishment({
    name: uniqueWord('Clinique Prestations '),
    legalStructureId: structure.id,
  });
  const token = await apiToken('moderator@vetbo.test');
  const services = await api<{ data: { id: number }[] }>(
    token,
    'GET',
    '/v1/veterinary_services?code[]=CE-ABO',
  );
  const deliveries: DeliveryToBill[] = [];
  for (const [index, unitPriceWithoutVat] of prices.entries()) {
    const code = `LIV-${(codes++).toString(36).toUpperCase()}`;
    const entitled = `Installation sur site ${index + 1}`;
    const { data } = await api<{ data: { id: number } }>(
      token,
      'POST',
      '/v1/veterinary_establishment_service_deliveries',
      {
        veterinaryEstablishmentId: establishment.id,
        veterinaryServiceId: services.data[0]?.id,
        code,
        entitled,
        type: 'SETUP',
        quantity: 1,
        unitPriceWithoutVat,
        accountingCode: '706590',
        completionDate: parisToday(),
      },
    );
    deliveries.push({ id: data.id, code, entitled });
  }
  return { establishment, deliveries };
}
