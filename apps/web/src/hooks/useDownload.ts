import { useState } from 'react';
import { showErrorToast } from '../lib/toasts.tsx';

/**
 * A download a button starts: `downloading` while it runs (the button's loader), its failure told in a toast,
 * the page left as it is. `start` runs the given download; nothing is thrown to the click handler.
 */
export function useDownload() {
  const [downloading, setDownloading] = useState(false);
  const start = async (download: () => Promise<void>) => {
    setDownloading(true);
    try {
      await download();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, start };
}
