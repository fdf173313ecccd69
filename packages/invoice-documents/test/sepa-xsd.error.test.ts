import { planDirectDebitFiles } from '@vetbo/domain/money-files/sepa/direct-debit-plan';
import { directDebitXml } from '@vetbo/domain/money-files/sepa/direct-debit-xml';
import { describe, expect, it } from 'vitest';
import { sepaXsdErrors } from '../src/sepa-xsd.ts';
import { first, invoice, OPTIONS } from './support/sepa.ts';

const valid = directDebitXml(first(planDirectDebitFiles([invoice(1), invoice(2)], OPTIONS).files));

describe('sepaXsdErrors: what the validator refuses', () => {
  it('accepts the valid file', () => {
    expect(sepaXsdErrors(valid, 'pain.008.001.08')).toEqual([]);
  });

  it('names the line and element of a missing mandatory element', () => {
    const errors = sepaXsdErrors(valid.replace(/<DbtrAgt>[\s\S]*?<\/DbtrAgt>\n/, ''), 'pain.008.001.08');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^XSD line \d+: Element '.*Dbtr': This element is not expected/);
  });

  it('refuses a value outside its type (a negative amount, a bad sequence type)', () => {
    expect(
      sepaXsdErrors(valid.replace('<SeqTp>FRST</SeqTp>', '<SeqTp>FIRST</SeqTp>'), 'pain.008.001.08'),
    ).not.toEqual([]);
    expect(
      sepaXsdErrors(
        valid.replace(/<InstdAmt Ccy="EUR">[^<]*</, '<InstdAmt Ccy="EUR">-1.00<'),
        'pain.008.001.08',
      ),
    ).not.toEqual([]);
  });

  it('refuses a file checked against another message or version', () => {
    expect(sepaXsdErrors(valid, 'pain.008.001.02')).not.toEqual([]);
    expect(sepaXsdErrors(valid, 'pain.001.001.09')).not.toEqual([]);
  });

  it('reports a file that is not well-formed XML', () => {
    const errors = sepaXsdErrors(valid.slice(0, 500), 'pain.008.001.08');
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe('sepaXsdErrors on a large file, checked in parts: the same answers as the whole file', () => {
  // 1 200 invoices; one mandate in two makes a second (RCUR) batch: two runs of transactions.
  const candidates = Array.from({ length: 1_200 }, (_, i) =>
    i % 2 ? invoice(i + 1, { mandate: invoice(i).mandate }) : invoice(i + 1),
  );
  const large = directDebitXml(first(planDirectDebitFiles(candidates, OPTIONS).files));
  const whole = (xml: string) => sepaXsdErrors(xml, 'pain.008.001.08', Number.POSITIVE_INFINITY);
  const inParts = (xml: string) => sepaXsdErrors(xml, 'pain.008.001.08', 100);
  const nth = (xml: string, tag: string, n: number) => {
    let at = -1;
    for (let i = 0; i <= n; i++) at = xml.indexOf(`<${tag}>`, at + 1);
    return at;
  };
  const breakAt = (xml: string, at: number, from: string, to: string) =>
    xml.slice(0, at) + xml.slice(at).replace(from, to);

  it('accepts the valid file', () => {
    expect(large.match(/<PmtInf>/g)).toHaveLength(2);
    expect(inParts(large)).toEqual([]);
  });

  it('finds an error deep in the second batch, at the file’s own line', () => {
    const broken = breakAt(
      large,
      nth(large, 'DrctDbtTxInf', 1_150),
      '<DtOfSgntr>2026-01-15',
      '<DtOfSgntr>2026-13-15',
    );
    const expected = whole(broken);
    expect(expected).toHaveLength(1);
    expect(inParts(broken)).toEqual(expected);
    const line = Number(/^XSD line (\d+)/.exec(expected[0] as string)?.[1]);
    expect(broken.split('\n')[line - 1]).toContain('2026-13-15');
  });

  it('reports an error outside the transactions once, not once per part', () => {
    const broken = large.replace('<PmtMtd>DD</PmtMtd>', '<PmtMtd>XX</PmtMtd>');
    expect(inParts(broken)).toEqual(whole(broken));
    expect(inParts(broken)).toHaveLength(1);
  });

  it('finds errors in several parts', () => {
    let broken = large;
    for (const n of [10, 420, 900])
      broken = breakAt(
        broken,
        nth(broken, 'DrctDbtTxInf', n),
        '<InstdAmt Ccy="EUR">',
        '<InstdAmt Ccy="EURO">',
      );
    const expected = whole(broken);
    expect(expected).toHaveLength(3);
    expect(inParts(broken)).toEqual(expected);
  });

  it('checks whole a file whose text cannot be cut safely (a comment, a transaction with attributes)', () => {
    const commented = large.replace('<PmtInf>', '<!-- <DrctDbtTxInf> --><PmtInf>');
    expect(inParts(commented)).toEqual(whole(commented));
    const broken = large.replace('<DrctDbtTxInf>', '<DrctDbtTxInf x="1">');
    expect(inParts(broken)).toEqual(whole(broken));
    expect(inParts(broken)).not.toEqual([]);
  });

  it('reports a transaction left unclosed', () => {
    const at = nth(large, 'DrctDbtTxInf', 700);
    const broken = large.slice(0, at) + large.slice(at).replace('</DrctDbtTxInf>', '');
    expect(inParts(broken)).not.toEqual([]);
  });
});
