import { creditorRecordSchema, creditorUpdateSchema } from '@vetbo/domain/creditors';
import { legalStructureCreateSchema } from '@vetbo/domain/legal-structures';
import { membershipCreateSchema } from '@vetbo/domain/memberships';
import { centsField } from '@vetbo/domain/money/cents';
import { workgroupCreateSchema, workgroupUpdateSchema } from '@vetbo/domain/workgroups';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dotPath, schemaForm } from './schema-form.ts';

const invoiceLike = z.object({
  label: z.string().min(1),
  note: z.string().nullable().optional(),
  country: z.enum(['FRA', 'BEL']).default('FRA'),
  sendByMail: z.boolean().optional(),
  lines: z.array(z.object({ entitled: z.string(), amount: centsField, quantity: z.number().optional() })),
});

describe('schemaForm', () => {
  it('derives the empty values, defaults included', () => {
    expect(schemaForm(invoiceLike).empty()).toEqual({
      label: '',
      note: '',
      country: 'FRA',
      sendByMail: false,
      lines: [],
    });
  });

  it('lists the paths of every line and marks the required fields of a line', () => {
    const form = schemaForm(invoiceLike);
    const values = form.toValues({ label: 'A', lines: [{ entitled: 'x', amount: 1250, quantity: 2 }, {}] });
    expect(form.paths(values)).toEqual([
      'label',
      'note',
      'country',
      'sendByMail',
      'lines.0.entitled',
      'lines.0.amount',
      'lines.0.quantity',
      'lines.1.entitled',
      'lines.1.amount',
      'lines.1.quantity',
    ]);
    expect(form.isRequired('lines[0].amount')).toBe(true);
    expect(form.isRequired('lines.1.quantity')).toBe(false);
    expect(form.isRequired('label')).toBe(true);
    expect(form.isRequired('note')).toBe(false);
    expect(dotPath('body.lines[3].amount')).toBe('lines.3.amount');
  });

  it('shows cents as euros and sends them back as cents', () => {
    const form = schemaForm(invoiceLike);
    const values = form.toValues({ label: 'A', lines: [{ entitled: 'x', amount: 1250, quantity: 2 }] });
    expect(values.lines[0]).toEqual({ entitled: 'x', amount: '12,50', quantity: '2' });
    // Texts stay as typed: the domain's field builders read '' as "no value".
    expect(form.toPayload({ ...values, note: '' })).toEqual({
      label: 'A',
      note: '',
      country: 'FRA',
      sendByMail: false,
      lines: [{ entitled: 'x', amount: 1250, quantity: 2 }],
    });
    expect(invoiceLike.safeParse(form.toPayload(values)).success).toBe(true);
  });

  it('reads a domain schema: nested address, preprocessed optional texts, a required rule of superRefine', () => {
    const form = schemaForm(legalStructureCreateSchema, { required: ['legalCode'] });
    expect(form.empty().headQuarterAddress.country).toBe('FRA');
    expect(form.isRequired('socialReason')).toBe(true);
    expect(form.isRequired('tradeName')).toBe(false);
    expect(form.isRequired('legalCode')).toBe(true);
    expect(form.isRequired('headQuarterAddress.city')).toBe(true);
    expect(form.isRequired('headQuarterAddress.streetNumber')).toBe(false);
    expect(form.isRequired('headQuarterAddress.country')).toBe(true);
    expect(form.paths(form.empty())).toContain('headQuarterAddress.postalCode');
    const values = form.toValues({
      socialReason: 'S',
      tradeName: null,
      headQuarterAddress: { city: 'Lyon' },
    });
    expect(values.tradeName).toBe('');
    expect(values.headQuarterAddress).toEqual({
      streetNumber: '',
      streetName: '',
      postalCode: '',
      city: 'Lyon',
      country: 'FRA',
    });
  });
});

describe('schemaForm on the workgroup schema', () => {
  const form = schemaForm(workgroupCreateSchema, {
    omit: ['icon', 'logoId', 'bannerId'],
    initial: { status: 'ENABLED' },
  });

  it('sends empty optional inputs as null and ids as numbers', () => {
    const values = { ...form.empty(), groupCode: 'grp001', entitled: 'Groupe Rhône', legalStructureId: '12' };
    expect(form.paths(values)).not.toContain('logoId');
    expect(workgroupCreateSchema.parse(form.toPayload(values))).toMatchObject({
      groupCode: 'GRP001',
      entitled: 'Groupe Rhône',
      accountingCode: null,
      legalStructureId: 12,
      mainBillingAccountId: null,
      status: 'ENABLED',
    });
  });

  it('clears a structure on an edit (null, not absent) and refuses a code without GRP', () => {
    const values = { ...form.empty(), groupCode: 'ABC001', entitled: 'Groupe' };
    expect(form.toPayload(values).legalStructureId).toBe('');
    expect(
      workgroupUpdateSchema.parse({ legalStructureId: form.toPayload(values).legalStructureId }),
    ).toEqual({
      legalStructureId: null,
    });
    const result = workgroupCreateSchema.safeParse(form.toPayload(values));
    expect(result.error?.issues[0]?.path).toEqual(['groupCode']);
  });
});

describe('schemaForm on the membership schema', () => {
  const form = schemaForm(membershipCreateSchema, { initial: () => ({ joinDate: '2026-01-05' }) });

  it('starts on the initial date and sends empty optional inputs as null', () => {
    const values = { ...form.empty(), veterinaryEstablishmentId: '7', veterinaryGroupId: '3' };
    expect(values.joinDate).toBe('2026-01-05');
    expect(membershipCreateSchema.parse(form.toPayload(values))).toMatchObject({
      veterinaryEstablishmentId: 7,
      veterinaryGroupId: 3,
      leaveDate: null,
      leaveReason: null,
      accountingCode: null,
      tags: [],
    });
  });

  it('refuses a leave date on or before the join date, on the leave date field', () => {
    const values = {
      ...form.empty(),
      veterinaryEstablishmentId: '7',
      veterinaryGroupId: '3',
      leaveDate: '2026-01-05',
    };
    const result = membershipCreateSchema.safeParse(form.toPayload(values));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['leaveDate']);
  });
});

describe('schemaForm on a discriminated union of objects', () => {
  const priced = z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('FIXED'), price: z.number().int(), note: z.string().optional() }).strict(),
    z
      .object({ kind: z.literal('SHARED'), count: z.number().int(), price: z.number().int().default(0) })
      .strict(),
  ]);
  const form = schemaForm(z.object({ label: z.string(), pricing: priced }), {
    cents: ['pricing.price'],
    optional: ['pricing.price'],
    initial: () => ({ pricing: { count: '1' } }),
  });

  it('holds the fields of every variant, with nested initial values and cents as euros', () => {
    expect(form.empty()).toEqual({ label: '', pricing: { kind: '', price: '', note: '', count: '1' } });
    const values = form.toValues({ label: 'A', pricing: { kind: 'FIXED', price: 1250 } });
    expect(values.pricing).toEqual({ kind: 'FIXED', price: '12,50', note: '', count: '1' });
    expect(form.paths(values)).toEqual([
      'label',
      'pricing.kind',
      'pricing.price',
      'pricing.note',
      'pricing.count',
    ]);
  });

  it('sends the fields of the chosen variant only, or the choice alone', () => {
    const values = { label: 'A', pricing: { kind: 'SHARED', price: '3,00', note: 'x', count: '2' } };
    expect(form.toPayload(values)).toEqual({ label: 'A', pricing: { kind: 'SHARED', price: 300, count: 2 } });
    expect(form.toPayload({ ...values, pricing: { ...values.pricing, kind: '' } })).toEqual({
      label: 'A',
      pricing: { kind: '' },
    });
  });

  it('marks what a variant requires, less the fields said optional', () => {
    expect(['pricing.kind', 'pricing.price', 'pricing.note', 'pricing.count'].map(form.isRequired)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
});

describe('schemaForm in an edit', () => {
  const created = z.object({
    label: z.string(),
    price: centsField.optional(),
    kind: z.enum(['A', 'B']).optional(),
  });
  const updated = z
    .object({ label: z.string(), price: centsField.nullable(), kind: z.enum(['A', 'B']).nullable() })
    .partial();
  const form = schemaForm(created);

  it('sends an emptied amount or choice as null where the update schema takes null', () => {
    const from = form.toValues({ label: 'x', price: 1250, kind: 'A' });
    const emptied = { ...from, price: '', kind: '' };
    expect(form.toPayload(emptied, { from, schema: updated })).toEqual({
      label: 'x',
      price: null,
      kind: null,
    });
    // A creation has no value to clear: the amount is absent, the choice left to the schema.
    expect(form.toPayload(emptied)).toEqual({ label: 'x', price: undefined, kind: '' });
  });

  it("clears a creditor's share capital and legal form, and leaves a field empty from the start unsent", () => {
    const creditorForm = schemaForm(creditorRecordSchema);
    const from = creditorForm.toValues({
      name: 'Vetbo Distribution SAS',
      legalForm: 'SAS',
      shareCapital: 15_000_000,
      tradeRegisterCity: null,
      vatOnDebits: false,
    });
    const payload = creditorForm.toPayload(
      { ...from, name: '', legalForm: '', shareCapital: '', tradeRegisterCity: ' ' },
      { from, schema: creditorUpdateSchema },
    );
    expect(payload.shareCapital).toBeNull();
    expect(payload.legalForm).toBeNull();
    expect(payload.tradeRegisterCity).toBeUndefined();
    // A required text emptied is still sent: the schema says it is required.
    expect(payload.name).toBe('');
    const { shareCapital, legalForm } = payload;
    expect(creditorUpdateSchema.parse({ shareCapital, legalForm })).toEqual({
      shareCapital: null,
      legalForm: null,
    });
  });
});
