// Shared by iban-fingerprint.happy.test.ts and iban-fingerprint.security.test.ts.
export const KEY = Buffer.alloc(32, 7);

export const IBAN = 'FR7630006000011234567890189';
