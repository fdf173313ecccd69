import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WriteAction } from '../../../../components/permissions/WriteAction.tsx';
import { DetailList } from '../../../../components/ui/DetailList.tsx';
import { Icon } from '../../../../components/ui/Icon.tsx';
import { formatDate } from '../../../../lib/format-date.ts';
import { useOpeningHours } from '../../api/opening-hours.ts';
import { useEstablishmentExtrasMessages } from '../establishment-extras-messages.ts';
import { OpeningHoursDrawer } from './OpeningHoursDrawer.tsx';
import { OpeningHoursHistory } from './OpeningHoursHistory.tsx';
import { parisToday, rangesByDay, upcomingClosures } from './opening-hours-format.ts';

type Weekday = '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** The Horaires tab: the typical week ("Lundi 08:30–12:00, 14:00–19:00" or "Fermé"), upcoming closures. */
export function OpeningHoursTab({ establishmentId }: { establishmentId: number }) {
  const ready = useEstablishmentExtrasMessages();
  const { t } = useTranslation();
  const query = useOpeningHours(establishmentId);
  const [editing, setEditing] = useState(false);

  if (!ready || query.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader type="dots" role="status" aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert
        color="red.9"
        variant="outline"
        title={t('establishmentExtras.openingHours.loadError')}
        role="alert"
      >
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const hours = query.data.data;
  const closures = upcomingClosures(hours.closures, parisToday());
  const closed = t('establishmentExtras.openingHours.closed');

  return (
    <Stack gap="lg" data-testid="opening-hours-tab">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('establishmentExtras.openingHours.weekTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('establishmentExtras.openingHours.timeZone')}
          </Text>
        </Stack>
        <WriteAction area="establishments">
          <Button leftSection={<Icon name="pencil" size={16} />} onClick={() => setEditing(true)}>
            {t('establishmentExtras.openingHours.edit')}
          </Button>
        </WriteAction>
      </Group>
      <Paper withBorder p="md" maw={560}>
        <DetailList
          emptyText={closed}
          items={rangesByDay(hours.weeklyHours).map(({ dayOfWeek, ranges }) => ({
            label: t(`establishmentExtras.weekdays.${String(dayOfWeek) as Weekday}`),
            value: ranges.length > 0 ? ranges.join(', ') : closed,
          }))}
        />
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('establishmentExtras.openingHours.closuresTitle')}
        </Title>
        {closures.length === 0 ? (
          <Text size="sm" c="dark.7">
            {t('establishmentExtras.openingHours.noClosures')}
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} pl="md">
            {closures.map((closure) => (
              <Text component="li" size="sm" key={`${closure.fromDate}-${closure.toDate}-${closure.label}`}>
                <Text span fw={500}>
                  {closure.label}
                </Text>
                {' — '}
                {closure.fromDate === closure.toDate
                  ? t('establishmentExtras.openingHours.closureDay', { date: formatDate(closure.fromDate) })
                  : t('establishmentExtras.openingHours.closureDates', {
                      from: formatDate(closure.fromDate),
                      to: formatDate(closure.toDate),
                    })}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
      <OpeningHoursHistory establishmentId={establishmentId} />
      <OpeningHoursDrawer
        establishmentId={establishmentId}
        record={query.data}
        opened={editing}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
        onReload={async () => (await query.refetch()).data ?? query.data}
      />
    </Stack>
  );
}
