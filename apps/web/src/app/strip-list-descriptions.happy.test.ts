// The web build empties the list filters' descriptions (OpenAPI text the web never reads) to keep the first
// paint under 200 KB: every description goes, nothing else changes, every line stays where it was.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripListDescriptions } from '../../build/strip-list-descriptions.ts';

const LISTS = new URL('../../../../packages/domain/src/lists/', import.meta.url).pathname;
const files = readdirSync(LISTS).filter((name) => name.endsWith('.ts'));

/** Every filter description the module's declarations hold, read from the declarations themselves. */
async function descriptionsOf(file: string): Promise<string[]> {
  const module = (await import(join(LISTS, file))) as Record<string, unknown>;
  return Object.values(module).flatMap((value) => {
    const filters = (value as { filters?: Record<string, { description?: string }> } | null)?.filters;
    return filters ? Object.values(filters).flatMap((filter) => filter.description ?? []) : [];
  });
}

describe('the web build strips the list filters’ descriptions', () => {
  it('empties every description of every list declaration, and only them', async () => {
    expect(files.length).toBeGreaterThan(10);
    let stripped = 0;
    for (const file of files) {
      const source = readFileSync(join(LISTS, file), 'utf8');
      const out = stripListDescriptions(source);
      const descriptions = (await descriptionsOf(file)).filter((text) => text.length > 0);
      for (const description of descriptions) {
        expect(
          out.includes(`'${description}'`) || out.includes(`"${description}"`),
          `${file}: ${description}`,
        ).toBe(false);
      }
      stripped += descriptions.length;
      // Lines kept (the source map stays right); the rest untouched (sorts, filter names, options).
      expect(out.split('\n').length, file).toBe(source.split('\n').length);
      expect(out.replace(/''/g, ''), file).toBe(
        descriptions.reduce(
          (text, description) => text.replace(`'${description}'`, '').replace(`"${description}"`, ''),
          source,
        ),
      );
    }
    expect(stripped).toBeGreaterThan(100);
  });
});
