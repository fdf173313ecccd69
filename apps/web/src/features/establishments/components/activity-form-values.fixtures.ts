// Shared by activity-form-values.error.test.ts and activity-form-values.happy.test.ts.
export const rows = [
  { id: 1, activity: 'CANINE' as const, share: 60 },
  { id: 2, activity: 'FELINE' as const, share: null },
];
