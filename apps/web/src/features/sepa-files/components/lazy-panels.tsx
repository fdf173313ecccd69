// The "Export XML SEPA" panel as the invoices' and credit notes' lists mount it (public.ts): its code and
// texts download when it first renders, never with a list's first paint, and never for a role that may not
// use it.
import { type ComponentProps, Suspense } from 'react';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { sepaFileMessages } from '../messages.ts';

const Opener = /* @__PURE__ */ lazyComponent(() =>
  Promise.all([import('./SepaExportButton.tsx'), sepaFileMessages.load()]).then(([m]) => m.SepaExportButton),
);

/** "Export XML SEPA (N)" and its panel, offered to ADMIN and ACCOUNTANT only (area `moneyFiles`). */
export function SepaExportButton(props: ComponentProps<typeof Opener>) {
  return useMayWrite('moneyFiles') ? (
    <Suspense fallback={null}>
      <Opener {...props} />
    </Suspense>
  ) : null;
}
