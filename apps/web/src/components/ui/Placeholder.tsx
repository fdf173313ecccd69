import { Box } from '@mantine/core';

interface PlaceholderProps {
  h: number;
  w?: number | string;
  radius?: 'sm' | 'xl';
}

/**
 * A grey block holding a widget's place while its code downloads (what a still Skeleton draws), without
 * Mantine's Skeleton in the first paint's JavaScript.
 */
export function Placeholder({ h, w, radius = 'sm' }: PlaceholderProps) {
  return (
    <Box h={h} w={w} bg="gray.1" style={{ borderRadius: `var(--mantine-radius-${radius})` }} aria-hidden />
  );
}
