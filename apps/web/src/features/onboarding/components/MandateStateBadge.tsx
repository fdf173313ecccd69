import { Badge } from '@mantine/core';
import { type MandateState, mandateStateOf } from '@vetbo/domain/onboarding/mandate-state';
import { useTranslation } from 'react-i18next';
import type { Onboarding } from '../api/get-onboarding.ts';

const LOOK: Record<MandateState, { color: string; text: 'pending' | 'upToDate' | 'noneRequired' }> = {
  PENDING: { color: 'orange.9', text: 'pending' },
  UP_TO_DATE: { color: 'green.9', text: 'upToDate' },
  NONE_REQUIRED: { color: 'gray.7', text: 'noneRequired' },
};

/**
 * Spec §4: an establishment's mandates, from its legal structure's ENABLED accounts (the rule shared with
 * the server): "Mandats à jour" only when every account that must sign has a validated mandate.
 */
export function MandateStateBadge({
  legalStructureId,
  billingAccounts,
}: {
  legalStructureId: number | undefined;
  billingAccounts: Onboarding['billingAccounts'];
}) {
  const { t } = useTranslation();
  const accounts = billingAccounts.filter((account) => account.legalStructureId === legalStructureId);
  const look = LOOK[mandateStateOf(accounts)];
  return (
    <Badge
      variant="outline"
      radius="sm"
      tt="none"
      color={look.color}
      styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {t(`onboarding.account.${look.text}`)}
    </Badge>
  );
}
