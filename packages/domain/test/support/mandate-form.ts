// Shared by mandate-form.error.test.ts and mandate-form.happy.test.ts.
export const input = {
  creditor: {
    name: 'Vetbo Services SAS',
    sepaCreditorIdentifier: 'FR12ZZZ5C4D2E',
    address: ['12 rue de la République', '69002 Lyon'],
  },
  rum: 'VSV00000042',
  debtor: { name: 'SELARL des Tilleuls', address: ['3 place Bellecour', '69002 Lyon'] },
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
};
