import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/** Spec §9: select dropdowns are at most 240 px high. */
const SELECT_DROPDOWN_MAX_HEIGHT = 240;
const selectDefaults = { defaultProps: { maxDropdownHeight: SELECT_DROPDOWN_MAX_HEIGHT } };
// Dialog headers are not page banners: one <header> landmark per page (axe landmark rules).
const dialogHeaderDefaults = { defaultProps: { component: 'div' } };

// Shade 8 of indigo keeps white text on filled buttons above 4.5:1 (shade 6, Mantine's default, does not).
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'sm',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    Select: selectDefaults,
    MultiSelect: selectDefaults,
    TagsInput: selectDefaults,
    Fieldset: {
      styles: { legend: { fontWeight: 650, fontSize: 'var(--mantine-font-size-md)', marginBottom: 4 } },
    },
    DrawerHeader: dialogHeaderDefaults,
    ModalHeader: dialogHeaderDefaults,
    DrawerTitle: { styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } } },
  },
});

// Mantine's "dimmed", placeholder and error colours are below WCAG AA on white; darken them.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-primary-color-light-color': 'var(--mantine-color-indigo-9)',
  },
  dark: {},
});
