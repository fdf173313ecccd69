import 'i18next';
import type clientAccountsFr from '../components/client-accounts/locales/fr.json';
import type detailFr from '../components/detail/locales/fr.json';
import type filesFr from '../components/files/locales/fr.json';
import type permissionsFr from '../components/permissions/locales/fr.json';
import type billingDocumentsFr from '../features/billing-documents/locales/fr.json';
import type billingDocumentsListFr from '../features/billing-documents/locales/list.fr.json';
import type contractsFr from '../features/contracts/locales/fr.json';
import type creditorsFr from '../features/creditors/locales/fr.json';
import type establishmentExtrasFr from '../features/establishments/components/locales-extras/fr.json';
import type establishmentsFr from '../features/establishments/locales/fr.json';
import type exportsFr from '../features/exports/locales/fr.json';
import type invoiceStepperFr from '../features/invoice-stepper/locales/fr.json';
import type legacyCreditNotesFr from '../features/legacy-credit-notes/locales/fr.json';
import type legalStructuresFr from '../features/legal-structures/locales/fr.json';
import type onboardingFr from '../features/onboarding/locales/fr.json';
import type outboxFr from '../features/outbox/locales/fr.json';
import type overviewFr from '../features/overview/locales/fr.json';
import type searchFr from '../features/search/locales/fr.json';
import type deliveriesFr from '../features/service-deliveries/locales/fr.json';
import type deliveriesListFr from '../features/service-deliveries/locales/list.fr.json';
import type servicesFr from '../features/services/locales/fr.json';
import type servicesListFr from '../features/services/locales/list.fr.json';
import type subscriptionsFr from '../features/subscriptions/locales/fr.json';
import type userAccountFr from '../features/user-account/locales/fr.json';
import type usersFr from '../features/users/locales/fr.json';
import type usersListFr from '../features/users/locales/list.fr.json';
import type workgroupsFr from '../features/workgroups/locales/fr.json';
import type workgroupsListFr from '../features/workgroups/locales/list.fr.json';
import type fr from '../locales/fr.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Feature bundles are loaded with their screens (lib/i18n.ts registerMessages) but typed as one.
    resources: {
      translation: typeof fr &
        typeof legalStructuresFr &
        typeof detailFr &
        typeof overviewFr &
        typeof outboxFr &
        typeof userAccountFr &
        typeof workgroupsListFr &
        typeof workgroupsFr &
        typeof establishmentExtrasFr &
        typeof establishmentsFr &
        typeof filesFr &
        typeof permissionsFr &
        typeof clientAccountsFr &
        typeof searchFr &
        typeof usersFr &
        typeof usersListFr &
        typeof onboardingFr &
        typeof subscriptionsFr &
        typeof deliveriesFr &
        typeof deliveriesListFr &
        typeof exportsFr &
        typeof servicesListFr &
        typeof servicesFr &
        typeof contractsFr &
        typeof creditorsFr &
        typeof billingDocumentsFr &
        typeof billingDocumentsListFr &
        typeof legacyCreditNotesFr &
        typeof invoiceStepperFr &
        typeof import('../features/billing-runs/locales/fr.json') &
        typeof import('../features/sepa-files/locales/fr.json') &
        typeof import('../features/sales-journals/locales/fr.json') &
        typeof import('../features/delivery-options/locales/fr.json');
    };
  }
}
