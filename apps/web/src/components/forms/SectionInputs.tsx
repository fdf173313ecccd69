import { Checkbox, Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { baseRule } from '@vetbo/domain/record-fields';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FormState } from '../../hooks/useFormState.ts';

type Form = Pick<FormState<Record<string, unknown>>, 'values' | 'setValue' | 'textProps' | 'selectProps'>;

interface SectionInputsProps {
  form: Form;
  /** The fields by section, the same the Informations tab shows (`InfoSections`). */
  sections: Readonly<Record<string, readonly string[]>>;
  /** The domain's rule of each field (`schema.shape`): it picks the input. */
  rules: Readonly<Record<string, z.ZodType>>;
  label: (field: string) => string;
  title: (section: string) => string;
  /** A help text under an input. */
  hint?: (field: string) => string | undefined;
  /** A choice's text (a country's name); the code itself when undefined. */
  option?: (field: string, value: string) => string | undefined;
}

/**
 * A record drawer's inputs, section by section, each drawn from its domain rule: a checkbox for a yes/no,
 * a searchable select for a choice, a text input otherwise (an amount typed in euros, `schemaForm`).
 */
export function SectionInputs({ form, sections, rules, label, title, hint, option }: SectionInputsProps) {
  const { t } = useTranslation();
  const [choose, clear] = [t('form.choose'), t('form.clear')];
  const input = (field: string) => {
    const rule = rules[field] && baseRule(rules[field]);
    if (rule instanceof z.ZodBoolean) {
      const onChange = (event: { currentTarget: { checked: boolean } }) =>
        form.setValue(field, event.currentTarget.checked);
      const checked = Boolean(form.values[field]);
      return (
        <Checkbox
          key={field}
          mt="lg"
          label={label(field)}
          name={field}
          checked={checked}
          onChange={onChange}
        />
      );
    }
    if (rule instanceof z.ZodEnum) {
      const data = rule.options.map((value) => ({
        value: String(value),
        label: option?.(field, String(value)) ?? String(value),
      }));
      const props = { label: label(field), data, searchable: true, placeholder: choose };
      // A choice the schema lets be empty can be cleared (sent as null in an edit, schemaForm).
      const clearing = rules[field]?.safeParse(null).success
        ? { clearable: true, clearButtonProps: { 'aria-label': clear } }
        : {};
      return <Select key={field} {...props} {...clearing} {...form.selectProps(field)} />;
    }
    return (
      <TextInput key={field} label={label(field)} description={hint?.(field)} {...form.textProps(field)} />
    );
  };
  return Object.entries(sections).map(([section, fields]) => (
    <Fieldset key={section} legend={title(section)} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {fields.map(input)}
      </SimpleGrid>
    </Fieldset>
  ));
}
