import { describe, expect, it } from 'vitest';
import {
  DELIVERY_LABEL_PLACEHOLDERS,
  type DeliveryLabelValues,
  MAX_INVOICE_LINE_LABEL_LENGTH,
  renderDeliveryLabel,
  unknownPlaceholders,
} from '../src/services/delivery-label.ts';

const values: DeliveryLabelValues = {
  entitled: 'Formation logiciel',
  code: 'FORM-01',
  quantity: 3,
  completionDate: '2026-03-05',
  establishmentName: 'Clinique du Parc',
  privilegedCode: 'ABC123',
};

describe('unknownPlaceholders', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['Formation', []],
    [DELIVERY_LABEL_PLACEHOLDERS.map((name) => `{${name}}`).join(' '), []],
    ['{entitled} – {date}', ['date']],
    ['{Entitled}', ['Entitled']], // case-sensitive
    ['{ entitled }', [' entitled ']], // no spaces inside the braces
    ['{mois} {mois} {total}', ['mois', 'total']], // each once, in order
    ['{}', ['']],
    ['{{entitled}}', []], // the inner {entitled} is a placeholder; the outer braces are text
    ['{entitled', []], // an unclosed brace is text
    ['entitled}', []],
    ['{a{code}', []],
    ['{constructor} {toString}', ['constructor', 'toString']],
  ])('%j → %j', (pattern, unknown) => {
    expect(unknownPlaceholders(pattern)).toEqual(unknown);
  });
});

describe('renderDeliveryLabel', () => {
  it.each<[string, string]>([
    ['{entitled}', 'Formation logiciel'],
    ['{code}', 'FORM-01'],
    ['{quantity}', '3'],
    ['{completionDate}', '05/03/2026'],
    ['{month}', 'mars 2026'],
    ['{establishmentName}', 'Clinique du Parc'],
    ['{privilegedCode}', 'ABC123'],
    [
      '{entitled} ({code}) × {quantity} – {establishmentName} [{privilegedCode}] – {month}, le {completionDate}',
      'Formation logiciel (FORM-01) × 3 – Clinique du Parc [ABC123] – mars 2026, le 05/03/2026',
    ],
    ['{entitled} {entitled}', 'Formation logiciel Formation logiciel'],
    ['Forfait {total} : {code}', 'Forfait {total} : FORM-01'], // unknown: left as typed
    ['{{code}}', '{FORM-01}'],
  ])('%j → %j', (pattern, label) => {
    expect(renderDeliveryLabel(pattern, values)).toBe(label);
  });

  it.each<[string, string]>([
    ['2026-01-31', 'janvier 2026'],
    ['2026-02-28', 'février 2026'],
    ['2026-03-01', 'mars 2026'],
    ['2026-04-15', 'avril 2026'],
    ['2026-05-15', 'mai 2026'],
    ['2026-06-15', 'juin 2026'],
    ['2026-07-15', 'juillet 2026'],
    ['2026-08-15', 'août 2026'],
    ['2026-09-15', 'septembre 2026'],
    ['2026-10-15', 'octobre 2026'],
    ['2026-11-15', 'novembre 2026'],
    ['2025-12-31', 'décembre 2025'],
  ])('{month} of %s is %j', (completionDate, month) => {
    expect(renderDeliveryLabel('{month}', { completionDate })).toBe(month);
  });

  it('writes the completion date dd/MM/yyyy, with leading zeros', () => {
    expect(renderDeliveryLabel('{completionDate}', { completionDate: '2028-02-29' })).toBe('29/02/2028');
    expect(renderDeliveryLabel('{completionDate}', { completionDate: '0999-01-09' })).toBe('09/01/0999');
  });

  it('writes a decimal quantity with a French comma', () => {
    expect(renderDeliveryLabel('{quantity} h', { quantity: 1.5 })).toBe('1,5 h');
    expect(renderDeliveryLabel('{quantity}', { quantity: 0 })).toBe('0');
    expect(renderDeliveryLabel('{quantity}', { quantity: -2 })).toBe('-2');
  });

  it('renders a missing value as nothing, without double or edge spaces', () => {
    expect(renderDeliveryLabel('{entitled} {month} - {code}', { entitled: 'Installation', code: null })).toBe(
      'Installation -',
    );
    expect(
      renderDeliveryLabel('  {privilegedCode}  {entitled}\n{month} ', { entitled: 'Mise en service' }),
    ).toBe('Mise en service');
    expect(renderDeliveryLabel('{completionDate}{quantity}', {})).toBe('');
  });

  it('makes a one-line label: new lines and tabs in values become single spaces', () => {
    expect(renderDeliveryLabel('{establishmentName}', { establishmentName: 'Clinique\n\tdu  Parc' })).toBe(
      'Clinique du Parc',
    );
  });

  it('does not expand placeholders found inside a value, nor read $ patterns', () => {
    expect(renderDeliveryLabel('{entitled} {code}', { entitled: '{code} $& $1', code: 'X' })).toBe(
      '{code} $& $1 X',
    );
  });

  it('uses {entitled} when the option has no pattern', () => {
    expect(renderDeliveryLabel(null, values)).toBe('Formation logiciel');
    expect(renderDeliveryLabel(undefined, values)).toBe('Formation logiciel');
    expect(renderDeliveryLabel('', values)).toBe('Formation logiciel');
  });

  it('keeps a label of exactly 255 characters and cuts a longer one to 255 ending with "…"', () => {
    const exact = 'a'.repeat(MAX_INVOICE_LINE_LABEL_LENGTH);
    expect(renderDeliveryLabel('{entitled}', { entitled: exact })).toBe(exact);
    const cut = renderDeliveryLabel('{entitled}', { entitled: `${exact}b` });
    expect(cut).toBe(`${'a'.repeat(254)}…`);
    expect(cut).toHaveLength(255);
  });

  it('cuts by characters, not UTF-16 units (no half emoji), and drops a space before "…"', () => {
    const emoji = '🐾'.repeat(300);
    const cut = renderDeliveryLabel('{entitled}', { entitled: emoji });
    expect(Array.from(cut)).toHaveLength(255);
    expect(cut).toBe(`${'🐾'.repeat(254)}…`);
    expect(/\p{Cs}/u.test(cut)).toBe(false);
    const spaced = renderDeliveryLabel('{entitled}', { entitled: `${'a'.repeat(253)} bcd` });
    expect(spaced).toBe(`${'a'.repeat(253)}…`);
  });
});
