import { legalStructuresApi } from '../../app/api/legal-structures.ts';
import { definePicker } from './define-picker.tsx';
import { pickerSource } from './picker-source.ts';

/** A legal structure by its social reason (POST /v1/legal_structures/search; all of them before typing). */
export const LegalStructurePicker = definePicker(
  'legalStructure',
  'legalStructureId',
  pickerSource(legalStructuresApi, (structure) => structure.socialReason),
);
