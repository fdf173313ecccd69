import { Badge } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { parisDay } from '@vetbo/domain/paris-day';
import { useTranslation } from 'react-i18next';

type Membership = Pick<Schema<'VeterinaryEstablishmentMember'>, 'active' | 'joinDate'>;

/** Current, upcoming (joins later) or ended, as the API's `active` and the join date tell. */
export function MembershipStateBadge({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  const today = parisDay();
  const state = membership.active ? 'active' : membership.joinDate > today ? 'future' : 'ended';
  // Outlined: the text takes the colour itself, readable (axe contrast) on white and striped rows.
  const color = { active: 'teal.9', future: 'blue.9', ended: 'dark.7' }[state];
  return (
    <Badge variant="outline" color={color} radius="sm" style={{ minWidth: 'max-content' }}>
      {t(`membership.${state}`)}
    </Badge>
  );
}
