import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

const SOURCE = fileURLToPath(new URL('..', import.meta.url));

/** Every message file of the web app (the app's and each feature's). */
function messageFiles(directory = SOURCE): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return messageFiles(path);
    return entry.name.endsWith('.json') && directory.includes('locales') ? [path] : [];
  });
}

async function translator(language: 'fr' | 'en') {
  const instance = i18next.createInstance();
  // The options of lib/i18n.ts that matter to interpolation.
  await instance.init({
    resources: { fr: { translation: fr }, en: { translation: en } },
    lng: language,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('counts written as numbers are in each language: "12 345" in French, "12,345" in English', () => {
  it('formats a count and the pagination with the language’s separators', async () => {
    const french = await translator('fr');
    expect(french('establishments.list.total', { count: 12_345 })).toBe('12\u202f345 établissements');
    expect(french('establishments.list.total', { count: 1 })).toBe('1 établissement');
    expect(french('establishments.list.pagination', { from: 1_001, to: 1_050, total: 250_000 })).toBe(
      '1\u202f001–1\u202f050 sur 250\u202f000',
    );
    const english = await translator('en');
    expect(english('establishments.list.total', { count: 12_345 })).toBe('12,345 establishments');
  });

  it('no message shows a count as it comes (`{{count}}` without `, number`)', () => {
    const files = messageFiles();
    expect(files.length).toBeGreaterThan(20);
    const raw = files.filter((file) => readFileSync(file, 'utf8').includes('{{count}}'));
    expect(raw).toEqual([]);
  });
});

/** The French messages (each feature's and the app's), every text of each as one list. */
function frenchTexts(): { file: string; text: string }[] {
  const texts = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
  return messageFiles()
    .filter((file) => file.endsWith('fr.json'))
    .flatMap((file) =>
      texts(JSON.parse(readFileSync(file, 'utf8'))).map((text) => ({
        file: file.slice(SOURCE.length),
        text,
      })),
    );
}

describe('French punctuation keeps to its word: a line never starts with ":" or "»"', () => {
  it('puts a no-break space before : ; ? ! and », after «', () => {
    const texts = frenchTexts();
    expect(texts.length).toBeGreaterThan(1000);
    const breakable = texts.filter(({ text }) => / [:;?!»]|« /.test(text));
    expect(breakable).toEqual([]);
  });
});
