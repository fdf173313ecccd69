import { useTranslation } from 'react-i18next';
import { establishmentMandatesApi } from '../../../app/api/establishment-mandates.ts';
import { ClientAccountsTab } from '../../../components/client-accounts/ClientAccountsTab.tsx';

/** The establishment's Clients tab: its accounts at the creditors (components/client-accounts). */
export function EstablishmentClientsTab({
  establishmentId,
  mainBillingAccountId,
}: {
  establishmentId: number;
  mainBillingAccountId: number | null;
}) {
  const { t } = useTranslation();
  return (
    <ClientAccountsTab
      owner={{ api: establishmentMandatesApi, key: 'veterinaryEstablishmentId', id: establishmentId }}
      mainBillingAccountId={mainBillingAccountId}
      caption={t('establishmentClients.caption')}
      testId="establishment-clients-tab"
    />
  );
}
