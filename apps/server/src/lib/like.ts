/** A user's text inside a LIKE pattern: `%`, `_` and `\` match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const LAST_CODE_POINT = 0x10ffff;

/**
 * The least text greater than every text starting with `prefix`, in byte order (`~<~`, the order of a
 * `varchar_pattern_ops` index): the prefix with its last character's code point raised by one (UTF-8
 * keeps code point order). `col ~>=~ prefix and col ~<~ upper` is what PostgreSQL derives from
 * `col like 'prefix%'`; written out, the bitmap's recheck is the whole condition and no filter
 * evaluates it again. Undefined when no such text exists (every character is the last code point).
 */
export function prefixUpperBound(prefix: string): string | undefined {
  const chars = Array.from(prefix);
  while (chars.length > 0) {
    const last = chars.pop()?.codePointAt(0) ?? LAST_CODE_POINT;
    if (last < LAST_CODE_POINT) {
      // Surrogates are not characters: after U+D7FF comes U+E000.
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return chars.join('') + String.fromCodePoint(next);
    }
  }
  return undefined;
}
