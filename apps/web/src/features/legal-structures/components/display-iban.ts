import { formatIban } from '@vetbo/domain/validators/iban';

/** An IBAN as people read it, in groups of four; a masked one comes already grouped from the API. */
export const displayIban = (account: { iban: string | null; ibanMasked: boolean }) =>
  account.iban && !account.ibanMasked ? formatIban(account.iban) : (account.iban ?? '');
