import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 22 §1, read from the sources: a screen that calls a mutation hook goes through the permission gate
// (components/permissions: useMayWrite, WriteAction / WriteMark, or an `area` given to a gated kit piece —
// FormDrawer, RecordFormDrawer, RowActions, useCrudDrawers, DetailPage's edit). It cannot prove that every
// button of the file is gated (the browser walk, e2e/tests/permissions.security.test.ts, checks what is
// shown); it fails on a screen that writes and never asks the permission table.

const SRC = join(new URL('.', import.meta.url).pathname, '../..');

function filesUnder(folder: string): string[] {
  return readdirSync(join(SRC, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
    .map((entry) => relative(SRC, join(entry.parentPath, entry.name)));
}
const source = (file: string) => readFileSync(join(SRC, file), 'utf8');

/** A hook's definition writes when it wraps useMutation or a resource's create / update / delete. */
const WRITES = /useMutation\s*[(<]|\.use(?:Create|Update|Delete)\b/;
/**
 * Mutations that only read: the establishments' export is a download the API serves to every reader. The
 * leaders' onboarding area has its own rule (`x-access: leader`, the id must be their own), not the table.
 */
const READS = new Set(['useExportEstablishments']);
const NOT_STAFF = /^features\/onboarding\//;

/** The exported hooks of the data modules (api/ folders, app/api, components/files) that write. */
function mutationHooks(): Set<string> {
  const modules = [
    ...filesUnder('features'),
    ...filesUnder('app/api'),
    ...filesUnder('components/files'),
  ].filter((file) => /\/api\/|files-api\.ts$/.test(file) || file.startsWith('app/api/'));
  const hooks = new Set<string>();
  for (const file of modules) {
    // Each exported declaration up to the next one.
    for (const chunk of source(file).split(/\n(?=export )/)) {
      const name = /^export (?:async )?(?:function|const) (use\w+)/.exec(chunk)?.[1];
      if (name && WRITES.test(chunk) && !READS.has(name)) hooks.add(name);
    }
  }
  return hooks;
}

const GATE = /useMayWrite\(|<WriteAction\b|<WriteMark\b|data-write-area=|\barea[=:]\s*[{'"]|area: crud\.area/;

describe('the write gate', () => {
  const hooks = mutationHooks();
  const screens = [...filesUnder('features'), ...filesUnder('components')].filter(
    (file) =>
      file.endsWith('.tsx') &&
      !NOT_STAFF.test(file) &&
      !file.startsWith('components/permissions/') &&
      // The kit pieces that are the gate themselves.
      !['components/forms/FormDrawer.tsx', 'components/forms/RecordFormDrawer.tsx'].includes(file),
  );
  const calling = (file: string) => {
    const text = source(file);
    return (
      [...hooks].filter((hook) => new RegExp(`\\b${hook}\\(`).test(text)).length > 0 || WRITES.test(text)
    );
  };

  it('finds the mutation hooks of the data modules', () => {
    for (const hook of [
      'useCreateEstablishment',
      'useSaveUser',
      'useSaveMembership',
      'useReplaceOpeningHours',
    ]) {
      expect(hooks).toContain(hook);
    }
    expect(hooks).not.toContain('useEstablishments');
  });

  it('every screen that calls one asks the permission table', () => {
    const writing = screens.filter(calling);
    expect(writing.length).toBeGreaterThan(15);
    expect(writing.filter((file) => !GATE.test(source(file)))).toEqual([]);
  });
});
