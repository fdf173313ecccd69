import type { Db } from '@vetbo/db/database';
import type pg from 'pg';
import { type ExportFormat, openRowCursor } from '../../lib/export/row-cursor.ts';
import type { Statement } from './establishment-statements.ts';

/** The export's lines (CSV lines or worksheet rows), a batch at a time. */
export type ExportLines = string[];

// Every cell as the text PostgreSQL sent: the export writes text, parsing would only cost time.
const asText = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

/**
 * The export's single statement on a server-side cursor (lib/export/row-cursor.ts), its first batch read
 * before the file's first byte; each row is one cell, the line or worksheet row SQL wrote.
 */
export async function openEstablishmentExport(
  db: Db,
  statement: Statement,
  format: ExportFormat,
): Promise<AsyncGenerator<ExportLines>> {
  const rows = await openRowCursor(db, statement, 'establishments_export', format, asText);
  return (async function* () {
    for await (const batch of rows) yield batch.map((row) => row[0] as string);
  })();
}
