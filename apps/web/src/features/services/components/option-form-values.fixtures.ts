import { veterinaryServiceOptionUpdateSchema } from '@vetbo/domain/service-catalogue';
import { schemaForm } from '../../../components/forms/schema-form.ts';

// Shared by option-form-values.error.test.ts and option-form-values.happy.test.ts.
// The panel's plumbing (ServiceOptionFormDrawer): the update schema, every field marked.
export const optionForm = schemaForm(veterinaryServiceOptionUpdateSchema, {
  required: ['entitled', 'unitPriceWithoutVat', 'status'],
  initial: { status: 'ENABLED' },
});

export const toOptionPayload = optionForm.toPayload;

export const option = {
  id: 7,
  veterinaryServiceId: 1,
  serviceCode: 'CE-ABO',
  code: 'CE-ABO-PLUS',
  entitled: 'CE Plus',
  status: 'ENABLED' as const,
  unitPriceWithoutVat: 48_029,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
};
