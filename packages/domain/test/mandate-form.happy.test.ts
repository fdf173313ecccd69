import { describe, expect, it } from 'vitest';
import { groupedIban, mandateForm, wrapText } from '../src/mandate-form.ts';
import { input } from './support/mandate-form.ts';

describe('the SEPA mandate form', () => {
  it('names the creditor and its ICS, the RUM, the debtor and the account, for a recurrent payment', () => {
    const form = mandateForm(input);
    const text = form.sections.flatMap((section) => [section.title, ...section.lines]).join('\n');
    expect(form.title).toBe('Mandat de prélèvement SEPA');
    expect(text).toContain('VSV00000042');
    expect(text).toContain('Identifiant créancier SEPA (ICS) : FR12ZZZ5C4D2E');
    expect(text).toContain('SELARL des Tilleuls');
    expect(text).toContain('IBAN : FR76 3000 6000 0112 3456 7890 189');
    expect(text).toContain('Type de paiement : récurrent');
    expect(form.legalText[0]).toContain(
      'vous autorisez Vetbo Services SAS à envoyer des instructions à votre banque',
    );
    expect(form.legalText[1]).toContain('dans les 8 semaines');
  });

  it('groups an IBAN by four and wraps paragraphs at spaces', () => {
    expect(groupedIban('FR76 3000600001')).toBe('FR76 3000 6000 01');
    const lines = wrapText('un deux trois quatre cinq six', 10);
    expect(lines).toEqual(['un deux', 'trois', 'quatre', 'cinq six']);
    expect(lines.every((line) => line.length <= 10)).toBe(true);
  });
});
