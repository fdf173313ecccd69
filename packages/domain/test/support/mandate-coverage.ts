// Shared by mandate-coverage.error.test.ts and mandate-coverage.happy.test.ts.
export const kinds = [
  { id: 1, creditor: { id: 10 } },
  { id: 2, creditor: { id: 20 } },
];

export const signed = (mandateId: number, revokedDate: string | null = null) => ({
  mandateId,
  filledMandate: { validatedDate: '2026-01-13T09:00:00Z' },
  revokedDate,
});

export const pending = (mandateId: number) => ({ mandateId, filledMandate: null, revokedDate: null });
