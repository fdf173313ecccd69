import { apiDownload, type DownloadedFile } from '@vetbo/api-client/client';
import { fecRequest, type JournalRange, journalRequest } from '../export-requests.ts';

type Options = { onProgress: (receivedBytes: number) => void };

/** A sales journal's file, fetched with the session's token. */
export const downloadJournal = (range: JournalRange, options: Options): Promise<DownloadedFile> =>
  apiDownload<ReturnType<typeof journalRequest>['path'], 'GET'>(journalRequest(range), options);

/** A creditor's FEC of a fiscal year, fetched with the session's token. */
export const downloadFec = (creditorId: number, fiscalYear: number, options: Options) =>
  apiDownload(fecRequest(creditorId, fiscalYear), options);
