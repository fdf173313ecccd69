// Shared by invoice-line-preview.error.test.ts and invoice-line-preview.happy.test.ts.
export const example = {
  quantity: 2,
  completionDate: '2026-03-05',
  establishmentName: 'Clinique du Parc',
  privilegedCode: 'PARC01',
};

export const option = { code: 'form-vp ', entitled: ' Formation Vétérinaire Pro ', pattern: '' };
