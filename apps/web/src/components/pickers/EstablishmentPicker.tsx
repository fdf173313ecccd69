import { establishmentsApi } from '../../app/api/establishments.ts';
import { definePicker } from './define-picker.tsx';
import { pickerSource } from './picker-source.ts';

/** An establishment by name or privileged code; they are many: nothing is listed before two characters. */
export const EstablishmentPicker = definePicker(
  'establishment',
  'veterinaryEstablishmentId',
  pickerSource(
    establishmentsApi,
    (establishment) => `${establishment.name} (${establishment.privilegedCode})`,
    {
      minLength: 2,
    },
  ),
);
