import { Group, Text } from '@mantine/core';

export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-indigo-9)" />
        <path
          d="M8 9l8 15 8-15"
          fill="none"
          stroke="#fff"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Text component="span" fw={700} fz="lg" c="dark.8">
        Vetbo
      </Text>
    </Group>
  );
}
