/** French banks with their interbank code (code banque) and a BIC they publish. */
export interface SeedBank {
  name: string;
  bankCode: string;
  bic: string;
}

export const FRENCH_BANKS: readonly SeedBank[] = [
  { name: 'BNP Paribas', bankCode: '30004', bic: 'BNPAFRPP' },
  { name: 'Société Générale', bankCode: '30003', bic: 'SOGEFRPP' },
  { name: 'LCL', bankCode: '30002', bic: 'CRLYFRPP' },
  { name: 'La Banque Postale', bankCode: '20041', bic: 'PSSTFRPPPAR' },
  { name: 'CIC', bankCode: '30066', bic: 'CMCIFRPP' },
  { name: 'Crédit Mutuel', bankCode: '10278', bic: 'CMCIFR2A' },
  { name: 'Crédit Agricole', bankCode: '18206', bic: 'AGRIFRPP882' },
  { name: "Caisse d'Épargne", bankCode: '17515', bic: 'CEPAFRPP751' },
  { name: 'BRED Banque Populaire', bankCode: '10107', bic: 'BREDFRPP' },
  { name: 'HSBC Continental Europe', bankCode: '30056', bic: 'CCFRFRPP' },
];
