import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

// Names sort as a French reader expects (issue 22 §3): case and accents only break ties. The C collation
// put "Pasteur" before "de la Forêt", "Coquelicots" before "Cèdres", capitals first and "Élan" last.
const FRENCH_ORDER = [
  'Cabinet vétérinaire de la Forêt',
  'Cabinet vétérinaire Pasteur',
  'clinique Alpha',
  'Clinique des Cèdres',
  'Clinique des Coquelicots',
  'Élan',
];

let token: string;
const tag = `french-${Date.now().toString(36)}`;
// A word only these establishments hold (in their custom name): the quick search finds them alone.
const word = `frorder${Date.now().toString(36)}`;

beforeAll(async () => {
  token = await tokenFor('moderator');
  // Created in neither order, one after the other: the ids do not give the order either.
  for (const index of [4, 5, 1, 2, 0, 3])
    await createEstablishment(token, {
      name: FRENCH_ORDER[index],
      customName: `Réseau ${word}`,
      type: 'CLI',
      tags: [tag],
    });
});

const names = (answer: { body: { data: { name: string }[] } }) => answer.body.data.map((e) => e.name);
const list = (query: string) => call('GET', `/v1/veterinary_establishments?tag[]=${tag}&${query}`, { token });

describe('[ESTABLISHMENTS] French order of names', () => {
  it('sorts the list by name in French, both ways, and its pages follow that order', async () => {
    expect(names(await list('sortName=asc'))).toEqual(FRENCH_ORDER);
    expect(names(await list('sortName=desc'))).toEqual([...FRENCH_ORDER].reverse());
    // One type sorted by name (the list's most common view, its own index).
    expect(names(await list('type[]=CLI&sortName=asc'))).toEqual(FRENCH_ORDER);
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...names(await list(`sortName=asc&limit=2&page=${page}`)));
    expect(pages).toEqual(FRENCH_ORDER);
  });

  it('sorts a search’s matches by name in French, with or without another filter', async () => {
    const search = (query: string) =>
      call('POST', `/v1/veterinary_establishments/search?${query}`, { token, body: { term: word } });
    // The term alone: its matches are read from the search keys, the page from the name's index.
    expect(names(await search('sortName=asc'))).toEqual(FRENCH_ORDER);
    expect(names(await search('sortName=desc&limit=2'))).toEqual(['Élan', 'Clinique des Coquelicots']);
    // With a filter: the matches are sorted among themselves.
    expect(names(await search(`tag[]=${tag}&sortName=asc`))).toEqual(FRENCH_ORDER);
  });

  it('exports the rows in the list’s French order, in CSV and XLSX', async () => {
    const exported = (format: 'csv' | 'xlsx') =>
      fetch(`${baseUrl()}/v1/veterinary_establishments/export?format=${format}&tag[]=${tag}&sortName=asc`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const lines = (await (await exported('csv')).text()).trim().split('\r\n').slice(1);
    expect(lines.map((line) => line.split(';')[2])).toEqual(FRENCH_ORDER);
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await exported('xlsx')).arrayBuffer());
    const sheet = workbook.getWorksheet('Établissements');
    expect([2, 3, 4, 5, 6, 7].map((row) => sheet?.getRow(row).getCell(3).value)).toEqual(FRENCH_ORDER);
  });

  it('gives an establishment’s tags in French order, on its page and in the export', async () => {
    const tags = ['Zoo', 'abri', 'Été', tag];
    const made = await createEstablishment(token, { name: `Étiquettes ${word}`, tags });
    // Byte order: the test's own tag ("french-…"), "Zoo", "abri", "Été".
    const inFrench = ['abri', 'Été', tag, 'Zoo'];
    expect((await call('GET', `/v1/veterinary_establishments/${made.id}`, { token })).body.data.tags).toEqual(
      inFrench,
    );
    const csv = await fetch(`${baseUrl()}/v1/veterinary_establishments/export?format=csv&id[]=${made.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const row = (await csv.text()).trim().split('\r\n')[1] ?? '';
    expect(row).toContain(inFrench.join(', '));
  });
});
