import type { FormState } from '../../../../hooks/useFormState.ts';
import {
  type ClosureRow,
  newRowKey,
  type OpeningHoursFormValues,
  type RangeRow,
} from './opening-hours-form-values.ts';

export type OpeningHoursForm = FormState<OpeningHoursFormValues>;

/** The edits of the two lists of rows, each keeping the errors that still apply. */
export function openingHoursEditor(form: OpeningHoursForm) {
  const { weeklyHours, closures } = form.values;

  /** A structural change (row added or removed) shifts the indexes: the errors of that list no longer apply. */
  const setList = (
    name: 'weeklyHours' | 'closures',
    rows: RangeRow[] | ClosureRow[],
    structural: boolean,
  ) => {
    form.setValue(name, rows);
    if (structural) {
      form.setErrors(
        Object.fromEntries(Object.entries(form.errors).filter(([path]) => !path.startsWith(`${name}.`))),
      );
    }
  };
  const clearError = (path: string) => {
    if (!(path in form.errors)) return;
    const { [path]: _removed, ...others } = form.errors;
    form.setErrors(others);
  };
  const byDay = (rows: RangeRow[]) => rows.sort((a, b) => a.dayOfWeek - b.dayOfWeek);

  return {
    editRange(index: number, field: 'opens' | 'closes', value: string) {
      setList(
        'weeklyHours',
        weeklyHours.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
        false,
      );
      clearError(`weeklyHours.${index}.${field}`);
    },
    addRange(dayOfWeek: number) {
      const last = weeklyHours.filter((row) => row.dayOfWeek === dayOfWeek).at(-1);
      const range = last ? { opens: last.closes, closes: '' } : { opens: '08:30', closes: '12:00' };
      setList('weeklyHours', byDay([...weeklyHours, { key: newRowKey(), dayOfWeek, ...range }]), true);
    },
    removeRange(index: number) {
      setList(
        'weeklyHours',
        weeklyHours.filter((_, i) => i !== index),
        true,
      );
    },
    /** The ranges of one day replace those of the target days. */
    copyDay(from: number, targets: number[]) {
      const source = weeklyHours.filter((row) => row.dayOfWeek === from);
      const kept = weeklyHours.filter((row) => !targets.includes(row.dayOfWeek));
      const copies = targets.flatMap((dayOfWeek) =>
        source.map((row) => ({ ...row, key: newRowKey(), dayOfWeek })),
      );
      setList('weeklyHours', byDay([...kept, ...copies]), true);
    },
    editClosure(index: number, field: 'fromDate' | 'toDate' | 'label', value: string) {
      setList(
        'closures',
        closures.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
        false,
      );
      clearError(`closures.${index}.${field}`);
    },
    addClosure() {
      setList('closures', [...closures, { key: newRowKey(), fromDate: '', toDate: '', label: '' }], true);
    },
    removeClosure(index: number) {
      setList(
        'closures',
        closures.filter((_, i) => i !== index),
        true,
      );
    },
  };
}

export type OpeningHoursEditor = ReturnType<typeof openingHoursEditor>;
