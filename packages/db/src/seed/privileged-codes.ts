import { fakerFR as faker } from '@faker-js/faker';
import { privilegedCodeError } from '@vetbo/domain/validators/privileged-code';

// The letters a privileged code may hold: no I, O or U (so no vowel but A, E and Y).
export const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTVWXYZ';

/** A random valid privileged code not in `used` (which it then holds). */
export function randomPrivilegedCode(used: Set<string>): string {
  for (;;) {
    const letters = faker.helpers.multiple(() => faker.helpers.arrayElement([...CODE_LETTERS]), { count: 3 });
    const code = `${letters.join('')}${faker.string.numeric(3)}`;
    if (!used.has(code) && privilegedCodeError(code) === null) {
      used.add(code);
      return code;
    }
  }
}

// Letter and digit triples with no two identical neighbours, in a fixed order.
function triples(alphabet: string): string[] {
  const result: string[] = [];
  for (const a of alphabet)
    for (const b of alphabet) for (const c of alphabet) if (a !== b && b !== c) result.push(`${a}${b}${c}`);
  return result;
}

/**
 * Yields valid privileged codes not in `used`, in a fixed order spread over the whole code space:
 * the i-th candidate is the (i × STRIDE mod size)-th code, STRIDE being coprime with the size.
 */
export function* privilegedCodeSequence(used: ReadonlySet<string>): Generator<string> {
  const letterTriples = triples(CODE_LETTERS);
  const digitTriples = triples('0123456789');
  const size = letterTriples.length * digitTriples.length;
  const stride = 1_000_003;
  for (let i = 0; i < size; i++) {
    const index = (i * stride) % size;
    const code = `${letterTriples[index % letterTriples.length]}${digitTriples[Math.floor(index / letterTriples.length)]}`;
    if (!used.has(code) && privilegedCodeError(code) === null) yield code;
  }
}
