// A revenue account of the French chart of accounts (PCG, class 7 "comptes de produits"): the account a
// sale is booked to, e.g. 706500 (services sold). Written as digits only, 6 to 10 of them (the general
// accounts of most French accounting software), the first one 7. A client account (411…) or an expense
// account (6…) is refused.
export const REVENUE_ACCOUNT_PATTERN = /^7[0-9]{5,9}$/;

export function isValidRevenueAccount(code: string): boolean {
  return REVENUE_ACCOUNT_PATTERN.test(code);
}
