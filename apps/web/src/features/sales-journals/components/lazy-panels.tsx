// The accounting exports as the billing overview mounts them (public.ts): their code and texts download when
// they first render, never with the page's first paint, and never for a role that may not use them.
import { Suspense } from 'react';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { useMayRead } from '../../../components/permissions/use-may-write.ts';
import { Placeholder } from '../../../components/ui/Placeholder.tsx';
import { salesJournalMessages } from '../messages.ts';

const Card = /* @__PURE__ */ lazyComponent(() =>
  Promise.all([import('./AccountingExportsCard.tsx'), salesJournalMessages.load()]).then(
    ([m]) => m.AccountingExportsCard,
  ),
);

/** "Exports comptables" (sales journals, FEC), shown to ADMIN and ACCOUNTANT only (area `moneyFiles`). */
export function AccountingExportsCard() {
  return useMayRead('moneyFiles') ? (
    <Suspense fallback={<Placeholder h={96} />}>
      <Card />
    </Suspense>
  ) : null;
}
