import { ActionIcon, Group } from '@mantine/core';
import type { PermissionArea } from '@vetbo/domain/permissions';
import type { ReactNode } from 'react';
import { useMayWrite } from '../permissions/use-may-write.ts';
import { WriteMark } from '../permissions/WriteAction.tsx';
import { Icon } from '../ui/Icon.tsx';

interface RowActionsProps {
  /** The area the row's PATCH (and DELETE) checks (x-access): roles that may not write it see no button. */
  area: PermissionArea;
  /** "Modifier …" naming the row; the pencil shows a loader while the row's current version is read. */
  edit: { label: string; onClick: () => void; loading?: boolean };
  /** "Supprimer …" naming the row; none when the row may not be deleted. */
  remove?: { label: string; onClick: () => void; area?: PermissionArea };
  /** Other buttons before the pencil. */
  children?: ReactNode;
}

/**
 * A tab table row's icon buttons: edit (pencil) and delete (cross), each named for screen readers, each shown
 * only to the roles that may write its area.
 */
export function RowActions({ area, edit, remove, children }: RowActionsProps) {
  const mayEdit = useMayWrite(area);
  const removeArea = remove?.area ?? area;
  const mayRemove = useMayWrite(removeArea) && remove !== undefined;
  if (!mayEdit && !mayRemove && !children) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      {mayEdit && (
        <WriteMark area={area}>
          <ActionIcon
            variant="subtle"
            color="dark"
            loading={edit.loading}
            aria-label={edit.label}
            onClick={edit.onClick}
          >
            <Icon name="pencil" size={16} />
          </ActionIcon>
        </WriteMark>
      )}
      {mayRemove && (
        <WriteMark area={removeArea}>
          <ActionIcon variant="subtle" color="red.9" aria-label={remove.label} onClick={remove.onClick}>
            <Icon name="x" size={16} />
          </ActionIcon>
        </WriteMark>
      )}
    </Group>
  );
}
