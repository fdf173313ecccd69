// The mandate form's PNG as a data: URL (what the content security policy allows for images), loaded
// once the account is known; staff through their own call, a leader through theirs.
import { useEffect, useState } from 'react';
import { dataUrl } from '../../../lib/data-url.ts';
import { downloadMandatePreview } from '../api/signatures.ts';

export function useMandateImage(
  asStaff: boolean,
  billingAccountId: number | undefined,
  requiredMandateId: number | undefined,
  enabled = true,
): { image?: string; error?: string } {
  const [state, setState] = useState<{ image?: string; error?: string }>({});
  useEffect(() => {
    if (!billingAccountId || !enabled) return;
    let active = true;
    downloadMandatePreview(asStaff, billingAccountId, requiredMandateId, 'image/png')
      .then(({ blob }) => dataUrl(blob))
      .then((image) => active && setState({ image }))
      .catch((caught: Error) => active && setState({ error: caught.message }));
    return () => {
      active = false;
    };
  }, [asStaff, billingAccountId, requiredMandateId, enabled]);
  return state;
}
