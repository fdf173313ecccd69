// /onboarding, "Mandats" (issue 9 §4): per legal structure the leader's establishments belong to, its
// ENABLED billing accounts and their mandates in force, each with its state, a preview, and "Signer".
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { type Onboarding, useOnboarding } from '../api/get-onboarding.ts';
import { useStartSigning } from '../api/signatures.ts';

// The border carries the colour; the title stays dark (green.9 or orange.9 text is under 4.5:1, axe).
const DARK_TITLE = { title: { color: 'var(--mantine-color-dark-7)' } };

type Account = Onboarding['billingAccounts'][number];
const DARK_LABEL = { label: { color: 'var(--mantine-color-dark-7)' } };

function MandateState({ validatedDate }: { validatedDate: string | null }) {
  const { t } = useTranslation();
  return validatedDate ? (
    <Badge color="green.9" variant="outline" radius="sm" tt="none" styles={DARK_LABEL} maw="none">
      {t('onboarding.mandatesPage.signed', { date: formatDate(validatedDate) })}
    </Badge>
  ) : (
    <Badge color="orange.9" variant="outline" radius="sm" tt="none" styles={DARK_LABEL}>
      {t('onboarding.mandatesPage.toSign')}
    </Badge>
  );
}

function AccountCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartSigning();
  const pending = account.requiredMandates.filter((mandate) => !mandate.validatedDate);
  const atYousign = account.signature?.provider === 'YOUSIGN';
  const sign = () =>
    start
      .mutateAsync(account.id)
      .then(({ signerId, request }) =>
        request.provider === 'BUILT_IN'
          ? navigate({ to: ROUTE_PATHS['onboarding-signature'], params: { signerId: String(signerId) } })
          : undefined,
      )
      .catch(() => undefined); // the app's error toast says why
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label={account.entitled}>
      <Group justify="space-between" wrap="wrap" mb="xs">
        <Stack gap={2}>
          <Title order={3} size="h5">
            {account.entitled}
          </Title>
          <Text size="sm" c="dark.6">
            {account.ibanMasked
              ? t('onboarding.mandatesPage.iban', { iban: account.ibanMasked })
              : t('onboarding.mandatesPage.noIban')}
          </Text>
        </Stack>
        {pending.length > 0 && !atYousign && (
          <Button loading={start.isPending} onClick={() => void sign()}>
            {account.signature ? t('onboarding.mandatesPage.resume') : t('onboarding.mandatesPage.sign')}
          </Button>
        )}
      </Group>
      {!account.ibanMasked && (
        <Alert
          color="orange.9"
          variant="outline"
          styles={DARK_TITLE}
          mb="sm"
          title={t('onboarding.mandatesPage.noIbanTitle')}
        >
          <AnchorLink
            to={ROUTE_PATHS['onboarding-regularise']}
            search={{ billingAccountId: account.id }}
            size="sm"
          >
            {t('onboarding.mandatesPage.regularise')}
          </AnchorLink>
        </Alert>
      )}
      {atYousign && pending.length > 0 && <Text size="sm">{t('onboarding.mandatesPage.atYousign')}</Text>}
      {account.requiredMandates.length === 0 ? (
        <Text size="sm">{t('onboarding.mandatesPage.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('onboarding.mandatesPage.creditor')}</Table.Th>
                <Table.Th>{t('onboarding.mandatesPage.rum')}</Table.Th>
                <Table.Th>{t('onboarding.mandatesPage.state')}</Table.Th>
                <Table.Th>{t('onboarding.mandatesPage.form')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {account.requiredMandates.map((mandate) => (
                <Table.Tr key={mandate.id}>
                  <Table.Td>{mandate.creditorName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{mandate.rum}</Table.Td>
                  <Table.Td>
                    <MandateState validatedDate={mandate.validatedDate} />
                  </Table.Td>
                  <Table.Td>
                    <AnchorLink
                      to={ROUTE_PATHS['onboarding-preview']}
                      search={{ billingAccountId: account.id, requiredMandateId: mandate.id }}
                      size="sm"
                      aria-label={t('onboarding.mandatesPage.previewOf', { rum: mandate.rum })}
                    >
                      {t('onboarding.mandatesPage.preview')}
                    </AnchorLink>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

export function MandatesPage() {
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  usePageTitle(t('onboarding.mandatesPage.title'));
  const onboarding = useOnboarding();
  const structures = new Map<number, { name: string; establishments: string[] }>();
  for (const establishment of onboarding.data?.establishments ?? []) {
    if (!establishment.legalStructure) continue;
    const entry = structures.get(establishment.legalStructure.id) ?? {
      name: establishment.legalStructure.socialReason,
      establishments: [],
    };
    entry.establishments.push(establishment.name);
    structures.set(establishment.legalStructure.id, entry);
  }
  return (
    <Stack gap="md">
      <Title order={1}>{t('onboarding.mandatesPage.title')}</Title>
      <Text c="dark.6">{t('onboarding.mandatesPage.intro')}</Text>
      {onboarding.isPending ? (
        <Loader type="dots" role="status" aria-label={t('common.loading')} />
      ) : onboarding.isError ? (
        <Alert color="red.9" variant="outline" role="alert" title={t('onboarding.account.loadError')} />
      ) : structures.size === 0 ? (
        <Text fw={500}>{t('onboarding.mandatesPage.empty')}</Text>
      ) : (
        [...structures].map(([structureId, structure]) => {
          const accounts = onboarding.data.billingAccounts.filter((a) => a.legalStructureId === structureId);
          return (
            <Stack key={structureId} gap="sm">
              <Stack gap={0}>
                <Title order={2} size="h4">
                  {structure.name}
                </Title>
                <Text size="sm" c="dark.6">
                  {structure.establishments.join(', ')}
                </Text>
              </Stack>
              {accounts.length === 0 ? (
                <Text size="sm">{t('onboarding.mandatesPage.noAccount')}</Text>
              ) : (
                accounts.map((account) => <AccountCard key={account.id} account={account} />)
              )}
            </Stack>
          );
        })
      )}
    </Stack>
  );
}
