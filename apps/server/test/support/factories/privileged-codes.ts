import { privilegedCodeError } from '@vetbo/domain/validators/privileged-code';

/**
 * `count` valid privileged codes starting with `prefix` (three letters), in a fixed order: each test that
 * needs its own codes on its own fresh database picks a prefix the demo data does not use.
 */
export function validPrivilegedCodes(prefix: string, count: number): string[] {
  const codes: string[] = [];
  for (let n = 0; codes.length < count && n < 1000; n++) {
    const code = `${prefix}${String(n).padStart(3, '0')}`;
    if (!privilegedCodeError(code)) codes.push(code);
  }
  return codes;
}
