import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useEstablishmentActivities } from '../api/related.ts';

/** Spec §2.10: the "Activités" section of the information tab, with the button opening its panel. */
export function EstablishmentActivities({ id, onEdit }: { id: number; onEdit: () => void }) {
  const { t } = useTranslation();
  const activities = useEstablishmentActivities(id);
  const rows = activities.data?.data ?? [];
  const total = rows.reduce((sum, row) => sum + (row.share ?? 0), 0);

  let content: React.ReactNode;
  if (activities.isPending) {
    content = (
      <Group justify="center" py="md">
        <Loader type="dots" role="status" aria-label={t('common.loading')} />
      </Group>
    );
  } else if (activities.isError) {
    content = (
      <Alert color="red.9" variant="outline" title={t('establishmentPage.activities.loadError')} role="alert">
        <Button size="xs" variant="default" onClick={() => void activities.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {t('establishmentPage.activities.empty')}
      </Text>
    );
  } else {
    content = (
      <Table data-testid="establishment-activities">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('establishmentPage.activities.activity')}</Table.Th>
            <Table.Th ta="right">{t('establishmentPage.activities.share')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{t(`establishmentPage.activityNames.${row.activity}`)}</Table.Td>
              <Table.Td ta="right">
                {row.share === null ? t('establishmentPage.activities.shareNotSet') : `${row.share} %`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Caption>{t('establishmentPage.activities.total', { total })}</Table.Caption>
      </Table>
    );
  }

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="establishment-activities-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="establishment-activities-title">
          {t('establishmentPage.activities.title')}
        </Title>
        <WriteAction area="establishments">
          <Button
            size="xs"
            variant="default"
            leftSection={<Icon name="pencil" size={14} />}
            onClick={onEdit}
            disabled={!activities.isSuccess}
          >
            {t('establishmentPage.activities.edit')}
          </Button>
        </WriteAction>
      </Group>
      <Stack gap="xs">{content}</Stack>
    </Paper>
  );
}
