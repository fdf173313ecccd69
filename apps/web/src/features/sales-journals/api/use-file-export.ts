import { type DownloadedFile, isApiError } from '@vetbo/api-client/client';
import { useCallback, useState } from 'react';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { saveBlob } from '../../../lib/download-file.ts';
import { type FieldErrors, fieldErrorsFromProblem } from '../../../lib/form-errors.ts';

/** Fetches the file, telling the bytes received so far. */
type FetchFile = (options: { onProgress: (receivedBytes: number) => void }) => Promise<DownloadedFile>;

/**
 * An export's download (api/journal-downloads.ts), saved under the name the API gives: the bytes
 * received while it streams, and what a refusal said — a 400's field errors for the fields, anything else
 * as one message.
 */
export function useFileExport() {
  const [received, setReceived] = useState<number>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string>();

  const reset = useCallback(() => {
    setFieldErrors({});
    setError(undefined);
  }, []);

  /** True once the file is saved. */
  const download = async (fetchFile: FetchFile, fallbackName: string): Promise<boolean> => {
    reset();
    setReceived(0);
    try {
      const file = await fetchFile({ onProgress: setReceived });
      saveBlob(file.blob, file.filename ?? fallbackName);
      return true;
    } catch (caught) {
      const named = isApiError(caught) && caught.status === 400 ? caught.fieldErrors : [];
      if (named.length > 0) setFieldErrors(fieldErrorsFromProblem(named));
      else setError(actionErrorMessage(caught));
      return false;
    } finally {
      setReceived(undefined);
    }
  };

  return { download, busy: received !== undefined, received: received ?? 0, fieldErrors, error, reset };
}
