import { ActionIcon, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon.tsx';

interface RowActionsProps {
  /** "Modifier …" naming the row; the pencil shows a loader while the row's current version is read. */
  edit: { label: string; onClick: () => void; loading?: boolean };
  /** "Supprimer …" naming the row; none when the row may not be deleted. */
  remove?: { label: string; onClick: () => void };
  /** Other buttons before the pencil. */
  children?: ReactNode;
}

/** A tab table row's icon buttons: edit (pencil) and delete (cross), each named for screen readers. */
export function RowActions({ edit, remove, children }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      <ActionIcon
        variant="subtle"
        color="dark"
        loading={edit.loading}
        aria-label={edit.label}
        onClick={edit.onClick}
      >
        <Icon name="pencil" size={16} />
      </ActionIcon>
      {remove && (
        <ActionIcon variant="subtle" color="red.9" aria-label={remove.label} onClick={remove.onClick}>
          <Icon name="x" size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
