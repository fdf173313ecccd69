import type { Plugin } from 'vite';

/** The list declarations (packages/domain/src/lists): every screen's route definitions import them. */
const LIST_DECLARATIONS = /[\\/]packages[\\/]domain[\\/]src[\\/]lists[\\/][^\\/]+\.ts$/;

const STRING = String.raw`(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
/** `idFilter('…'`, `textFilter('…'`, … : the description is the first argument. */
const FIRST = new RegExp(
  String.raw`\b(idFilter|textFilter|flagFilter|prefixFilter|dateFilter|boundFilter)\((\s*)${STRING}`,
  'g',
);
/** `enumFilter(VALUES, '…'`: the description follows the values (a name or an array literal). */
const AFTER_VALUES = new RegExp(
  String.raw`\benumFilter\((\s*)([A-Za-z_$][\w$.]*|\[[^\]]*\])(\s*),(\s*)${STRING}`,
  'g',
);

/** A list declaration's source with its filters' descriptions emptied, every line kept where it was. */
export function stripListDescriptions(source: string): string {
  return source.replace(FIRST, "$1($2''").replace(AFTER_VALUES, "enumFilter($1$2$3,$4''");
}

/**
 * A list filter's description is OpenAPI text (the server's documentation); the web app never reads it,
 * but the route definitions that import the declarations are in every screen's first paint: about 6 KB of
 * English sentences, 2 KB compressed (docs/decisions.md, "≤ 200 KB of JavaScript before a list's first
 * rows"). The build empties them; the server and the tests keep them.
 */
export function stripListDescriptionsPlugin(): Plugin {
  return {
    name: 'vetbo:strip-list-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!LIST_DECLARATIONS.test(id.split('?')[0] ?? id)) return null;
      // Only strings shorten, on their own lines: the module's lines stay put for the source map.
      return { code: stripListDescriptions(code), map: null };
    },
  };
}
