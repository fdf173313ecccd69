import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { Icon } from '../../../components/ui/Icon.tsx';

// The export panel's code comes when it is opened.
const ExportDrawer = lazyComponent(() => import('../../exports/public.ts').then((m) => m.ExportDrawer));

/** "Exporter" on the services screens: the services of a period, or the administrative export. */
export function ExportButton() {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<Icon name="download" size={16} />}
        onClick={() => setExporting(true)}
      >
        {t('services.tabs.export')}
      </Button>
      {exporting && (
        <Suspense fallback={null}>
          <ExportDrawer opened onClose={() => setExporting(false)} />
        </Suspense>
      )}
    </>
  );
}
