import { parseEuros } from '@vetbo/domain/money/parse';

/** What is wrong with the typed price before any schema sees it: nothing typed, or not euros. */
export function priceProblem(text: string): 'required' | 'invalid' | undefined {
  if (text.trim() === '') return 'required';
  return parseEuros(text) === undefined ? 'invalid' : undefined;
}
