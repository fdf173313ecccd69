import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { PermissionArea } from '@vetbo/domain/permissions';
import { type ReactNode, useEffect } from 'react';
import type { RoutePath } from '../../app/route-names.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../lib/first-paint.ts';
import { WriteAction } from '../permissions/WriteAction.tsx';
import { Icon } from '../ui/Icon.tsx';
import { AnchorLink } from '../ui/links.tsx';

interface DetailPageProps {
  /** The record's name: the heading and the page's title. */
  title: string;
  /** Beside the heading (a code, a status). */
  badge?: ReactNode;
  /** Under the heading: a text is shown dimmed. */
  subtitle?: ReactNode;
  /** "← Retour aux …": the list the record belongs to. */
  back?: { to: RoutePath; params?: Record<string, string>; search?: Record<string, unknown>; label: string };
  /** "Modifier": opens the edit drawer; shown to the roles that may write `area` (the PATCH's x-access). */
  edit?: { label: string; onClick: () => void; area: PermissionArea };
  /** Other buttons, before "Modifier" (each write action in a components/permissions WriteAction). */
  actions?: ReactNode;
  /** The tabs (components/detail/DetailTabs) and the page's drawers. */
  children: ReactNode;
}

/** A record's page: back link, heading with its badge and subtitle, actions, then its tabs and drawers. */
export function DetailPage({ title, badge, subtitle, back, edit, actions, children }: DetailPageProps) {
  // The loader fetched the record before this renders: the page is its main content.
  useEffect(markPrimaryContentShown, []);
  usePageTitle(title);
  const editButton = edit && (
    <WriteAction area={edit.area}>
      <Button leftSection={<Icon name="pencil" size={16} />} onClick={edit.onClick}>
        {edit.label}
      </Button>
    </WriteAction>
  );
  return (
    <Stack gap="md">
      {back && (
        <AnchorLink
          {...({ to: back.to, params: back.params, search: back.search } as unknown as { to: never })}
          size="sm"
        >
          ← {back.label}
        </AnchorLink>
      )}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          {badge ? (
            <Group gap="sm" align="center">
              <Title order={1}>{title}</Title>
              {badge}
            </Group>
          ) : (
            <Title order={1}>{title}</Title>
          )}
          {typeof subtitle === 'string' ? <Text c="dimmed">{subtitle}</Text> : subtitle}
        </Stack>
        {actions ? (
          <Group gap="sm">
            {actions}
            {editButton}
          </Group>
        ) : (
          editButton
        )}
      </Group>
      {children}
    </Stack>
  );
}
