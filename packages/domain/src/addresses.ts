import { z } from 'zod';
import type { CountryCode } from './enums.ts';
import {
  countryCode,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalUrl,
  requiredText,
} from './fields.ts';
import { defineList } from './list-definition.ts';
import { listResponse } from './list-query.ts';
import { establishmentAddressListDeclaration } from './lists/establishment-addresses.ts';
import { isValidPostalCode } from './validators/postal-code.ts';

export const addressFields = {
  streetNumber: optionalText(10),
  streetName: requiredText(150),
  additionalAddress: optionalText(150),
  postalCode: requiredText(10),
  city: requiredText(100),
  country: countryCode.default('FRA'),
  email: optionalEmail,
  phone: optionalPhone,
  link: optionalUrl,
};

const checkPostalCode = (
  value: { postalCode?: string; country?: CountryCode },
  ctx: z.RefinementCtx,
): void => {
  if (value.postalCode && value.country && !isValidPostalCode(value.postalCode, value.country)) {
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'invalidPostalCode' });
  }
};

export const addressInputSchema = z.object(addressFields).strict().superRefine(checkPostalCode);
export type AddressInput = z.output<typeof addressInputSchema>;

export const establishmentAddressCreateSchema = z
  .object({ ...addressFields, veterinaryEstablishmentId: z.coerce.number().int().positive() })
  .strict()
  .superRefine(checkPostalCode)
  .meta({ id: 'EstablishmentAddressCreate' });

export const establishmentAddressUpdateSchema = z
  .object(addressFields)
  .partial()
  .strict()
  .superRefine(checkPostalCode)
  .meta({ id: 'EstablishmentAddressUpdate' });

export const addressSchema = z
  .object({
    id: z.number().int(),
    veterinaryEstablishmentId: z.number().int(),
    streetNumber: z.string().nullable(),
    streetName: z.string(),
    additionalAddress: z.string().nullable(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    link: z.string().nullable(),
    addressSummary: z.string(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'EstablishmentAddress' });
export type Address = z.infer<typeof addressSchema>;

export const establishmentAddressList = defineList(establishmentAddressListDeclaration);
export type EstablishmentAddressListQuery = z.output<typeof establishmentAddressList.querySchema>;
export const establishmentAddressListResponseSchema = listResponse(addressSchema);

/** "12 rue des Lilas, 69003 Lyon" — the presentation form the spec calls addressSummary. */
export function addressSummary(address: {
  streetNumber?: string | null;
  streetName: string;
  additionalAddress?: string | null;
  postalCode: string;
  city: string;
}): string {
  const street = [address.streetNumber, address.streetName].filter(Boolean).join(' ');
  return [street, address.additionalAddress, `${address.postalCode} ${address.city}`]
    .filter(Boolean)
    .join(', ');
}
