// The billing runs and the reminders as the billing screens mount them (public.ts): each one's code and texts
// download when it first renders, never with a page's first paint.
import { type ComponentProps, type ComponentType, Suspense } from 'react';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { Placeholder } from '../../../components/ui/Placeholder.tsx';
import { billingRunMessages } from '../messages.ts';

const withTexts = <P extends object>(importer: () => Promise<ComponentType<P>>) =>
  lazyComponent(() => Promise.all([importer(), billingRunMessages.load()]).then(([component]) => component));

const RunsPanel = /* @__PURE__ */ withTexts(() =>
  import('./BillingRunsPanel.tsx').then((m) => m.BillingRunsPanel),
);
const Reminders = /* @__PURE__ */ withTexts(() =>
  import('./RemindersDrawer.tsx').then((m) => m.RemindersDrawer),
);
const RemindersOpener = /* @__PURE__ */ withTexts(() =>
  import('./RemindersButton.tsx').then((m) => m.RemindersButton),
);

/** The billing overview's "Facturations automatiques" section. */
export function BillingRunsPanel() {
  return (
    <Suspense fallback={<Placeholder h={240} />}>
      <RunsPanel />
    </Suspense>
  );
}

/** The reminders' preview and sending, for a selection of invoices (or one). */
export function RemindersDrawer(props: ComponentProps<typeof Reminders>) {
  return (
    <Suspense fallback={null}>
      <Reminders {...props} />
    </Suspense>
  );
}

/** "Relancer les impayés (N)" and its drawer, offered to ADMIN and ACCOUNTANT only. */
export function RemindersButton(props: ComponentProps<typeof RemindersOpener>) {
  return (
    <Suspense fallback={null}>
      <RemindersOpener {...props} />
    </Suspense>
  );
}
