import { useTranslation } from 'react-i18next';
import { RemoteSearchSelect } from '../forms/RemoteSearchSelect.tsx';
import type { PickerProps } from './picker-props.ts';
import type { PickerSource } from './picker-source.ts';

/** The resources with a picker: their texts are `pickers.<resource>` (label, placeholder, empty). */
export type PickedResource = 'legalStructure' | 'establishment' | 'workgroup' | 'user';

/** A resource's picker: remote search, the chosen record's label, French texts the form may override. */
export function definePicker(resource: PickedResource, defaultName: string, source: PickerSource) {
  return function Picker({ name, label, placeholder, nothingFound, ...props }: PickerProps) {
    const { t } = useTranslation();
    return (
      <RemoteSearchSelect
        {...props}
        name={name ?? defaultName}
        label={label ?? t(`pickers.${resource}.label`)}
        placeholder={placeholder ?? t(`pickers.${resource}.placeholder`)}
        nothingFound={nothingFound ?? t(`pickers.${resource}.empty`)}
        useOptions={source.useOptions}
        useSelected={source.useSelected}
      />
    );
  };
}
