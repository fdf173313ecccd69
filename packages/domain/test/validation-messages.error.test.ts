import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../src/creditors.ts';
import {
  fieldMessages,
  isValidationMessageKey,
  translateValidationMessage,
  type ValidationMessageKey,
} from '../src/validation-messages.ts';

describe('field messages: what registration refuses', () => {
  it('refuses a key declared again with other texts, and keeps the first texts', () => {
    fieldMessages({ fr: { errorTestTaken: 'Premier' }, en: { errorTestTaken: 'First' } });
    expect(() =>
      fieldMessages({ fr: { errorTestTaken: 'Second' }, en: { errorTestTaken: 'First' } }),
    ).toThrow('Field message errorTestTaken is already declared with other texts');
    expect(() =>
      fieldMessages({ fr: { errorTestTaken: 'Premier' }, en: { errorTestTaken: 'Second' } }),
    ).toThrow('already declared with other texts');
    expect(() =>
      fieldMessages({ fr: { seriesPrefixTaken: 'Autre' }, en: { seriesPrefixTaken: 'Other' } }),
    ).toThrow('Field message seriesPrefixTaken is already declared with other texts');
    expect(translateValidationMessage('errorTestTaken', 'fr')).toBe('Premier');
  });

  it('refuses a shared key, even with its own texts: the module uses it', () => {
    expect(() =>
      fieldMessages({ fr: { required: 'Ce champ est requis' }, en: { required: 'This field is required' } }),
    ).toThrow('Field message required is a shared one');
  });

  it('refuses a text missing or empty in a language, and a key that is not a camelCase word', () => {
    const onlyFrench = { fr: { errorTestNoEnglish: 'Seul' }, en: {} } as never;
    expect(() => fieldMessages(onlyFrench)).toThrow('needs a French and an English text');
    expect(() => fieldMessages({ fr: { errorTestEmpty: '' }, en: { errorTestEmpty: 'Empty' } })).toThrow(
      'Field message errorTestEmpty needs a French and an English text',
    );
    expect(() => fieldMessages({ fr: { 'two words': 'Deux' }, en: { 'two words': 'Two' } })).toThrow(
      'Field message key "two words" is not a camelCase word',
    );
    expect(isValidationMessageKey('errorTestNoEnglish')).toBe(false);
    expect(isValidationMessageKey('errorTestEmpty')).toBe(false);
  });

  it('returns an unknown key, or zod’s own text, as it is', () => {
    expect(isValidationMessageKey('errorTestNeverDeclared')).toBe(false);
    expect(translateValidationMessage('errorTestNeverDeclared', 'fr')).toBe('errorTestNeverDeclared');
    expect(translateValidationMessage('Invalid input', 'en')).toBe('Invalid input');
    expect(isValidationMessageKey('constructor')).toBe(false);
    expect(translateValidationMessage('constructor', 'fr')).toBe('constructor');
  });

  it('types a module’s key only through its module: a bare string is not one', () => {
    // @ts-expect-error a module's key is named by the object its fieldMessages call returned
    const bare: ValidationMessageKey = 'seriesPrefixTaken';
    const shared: ValidationMessageKey = 'required';
    expect([bare, shared]).toEqual(['seriesPrefixTaken', 'required']);
  });

  it('finds no module key written as a bare string in production code: it is read from its module', async () => {
    const repo = new URL('../../../', import.meta.url).pathname;
    const sources = ['packages/domain/src', 'apps/server/src', 'apps/web/src'].flatMap((dir) =>
      readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.(test|fixtures)\.ts$/.test(file))
        .map((file) => join(dir, file)),
    );
    const declaring = sources.filter(
      (file) =>
        file.startsWith('packages/domain/src') &&
        /= fieldMessages\(/.test(readFileSync(join(repo, file), 'utf8')),
    );
    const keys: string[] = [];
    for (const file of declaring) {
      for (const value of Object.values(await import(join(repo, file)))) {
        const isKeys = value && typeof value === 'object' && Object.isFrozen(value);
        if (isKeys)
          keys.push(
            ...Object.entries(value)
              .filter(([k, v]) => k === v)
              .map(([k]) => k),
          );
      }
    }
    expect(declaring.length).toBeGreaterThanOrEqual(3);
    expect(keys).toContain('seriesPrefixTaken');
    const bare = sources.flatMap((file) => {
      const text = readFileSync(join(repo, file), 'utf8');
      return keys
        .filter((key) => new RegExp(`['"\`]${key}['"\`]`).test(text))
        .map((key) => `${file}: ${key}`);
    });
    expect(bare).toEqual([]);
  });
});
