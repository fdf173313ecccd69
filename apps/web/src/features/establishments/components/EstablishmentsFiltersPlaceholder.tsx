import { Box, Group } from '@mantine/core';
import { Placeholder } from '../../../components/ui/Placeholder.tsx';

/** Sizes of the filter bar's fields (EstablishmentsFilters): the same flex rules, so it wraps alike. */
const FIELDS = ['2 1 260px', '1 1 220px', '1 1 200px', '1 1 200px'];
const LABEL_HEIGHT = 22;
const INPUT_HEIGHT = 36;
const RESET_BUTTON_WIDTH = 205;

/** Holds the filter bar's place while its code downloads, so the table below does not move. */
export function EstablishmentsFiltersPlaceholder() {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" aria-hidden>
      {FIELDS.map((flex, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
        <Box key={index} flex={flex}>
          <Box h={LABEL_HEIGHT} />
          <Placeholder h={INPUT_HEIGHT} />
        </Box>
      ))}
      <Box w={RESET_BUTTON_WIDTH} h={INPUT_HEIGHT} />
    </Group>
  );
}
