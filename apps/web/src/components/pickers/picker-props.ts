import type { ReactNode } from 'react';
import type { RemoteOption } from '../forms/RemoteSearchSelect.tsx';

/** What a form gives a resource's picker: the value is the chosen record's id as a string ('' for none). */
export interface PickerProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The form's dot path (default: the resource's id field, e.g. `legalStructureId`). */
  name?: string;
  /** The chosen record's label when the screen has it (saves loading it). */
  initialOption?: RemoteOption | null;
  /** The picker's own French texts by default. */
  label?: string;
  placeholder?: string;
  description?: ReactNode;
  nothingFound?: string;
  withAsterisk?: boolean;
  clearable?: boolean;
}
