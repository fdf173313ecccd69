import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, tokenFor } from '../support/api.ts';
import {
  createEstablishment,
  makeEstablishment,
  unusedPrivilegedCode,
} from '../support/factories/establishments.ts';

let token: string;
beforeAll(async () => {
  token = await tokenFor('moderator');
});

describe('[ESTABLISHMENTS] list', () => {
  it('answers a page of establishments with data and meta', async () => {
    const answer = await call('GET', '/v1/veterinary_establishments?page=1&limit=20', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(20);
    expect(answer.body.meta).toMatchObject({ page: 1, limit: 20 });
    expect(answer.body.meta.total).toBeGreaterThanOrEqual(200);
    expect(answer.body.data[0]).toHaveProperty('privilegedCode');
    expect(answer.body.data[0].createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('gives a second page that continues the first without overlap', async () => {
    const first = await call('GET', '/v1/veterinary_establishments?limit=20&sortName=asc', { token });
    const second = await call('GET', '/v1/veterinary_establishments?page=2&limit=20&sortName=asc', { token });
    const both = await call('GET', '/v1/veterinary_establishments?limit=40&sortName=asc', { token });
    expect(second.status).toBe(200);
    expect(second.body.meta.page).toBe(2);
    const ids = [...first.body.data, ...second.body.data].map((e: { id: number }) => e.id);
    expect(new Set(ids).size).toBe(40);
    expect(ids).toEqual(both.body.data.map((e: { id: number }) => e.id));
  });

  it('sorts by name ascending and descending', async () => {
    const asc = await call('GET', '/v1/veterinary_establishments?limit=50&sortName=asc', { token });
    const names: string[] = asc.body.data.map((e: { name: string }) => e.name);
    // In French (docs/decisions.md, "Label order ignores case and accents").
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    const desc = await call('GET', '/v1/veterinary_establishments?limit=1&sortName=desc', { token });
    const last = await call(
      'GET',
      `/v1/veterinary_establishments?limit=1&page=${asc.body.meta.total}&sortName=asc`,
      {
        token,
      },
    );
    expect(desc.body.data[0].id).toBe(last.body.data[0].id);
  });

  it('filters by several types with repeated type[] parameters', async () => {
    const answer = await call('GET', '/v1/veterinary_establishments?type[]=LAB&type[]=CHV&limit=100', {
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(0);
    for (const e of answer.body.data) expect(['LAB', 'CHV']).toContain(e.type);
  });

  it('filters by postal code and by tag', async () => {
    const created = await createEstablishment(token, {
      tags: ['Filtre-test'],
      mainAddress: { streetName: 'rue du Port', postalCode: '97410', city: 'Saint-Pierre', country: 'REU' },
    });
    const byPostalCode = await call(
      'GET',
      '/v1/veterinary_establishments?addressPostalCode[]=97410&limit=500',
      { token },
    );
    expect(byPostalCode.body.data.map((e: { id: number }) => e.id)).toContain(created.id);
    for (const e of byPostalCode.body.data) expect(e.postalCode).toBe('97410');
    const byTag = await call('GET', '/v1/veterinary_establishments?tag[]=Filtre-test', { token });
    expect(byTag.body.data.map((e: { id: number }) => e.id)).toEqual([created.id]);
  });

  it('filters by exact name, case and accents ignored (name[])', async () => {
    const suffix = Date.now().toString(36);
    const named = await createEstablishment(token, { name: `Clinique de l’Écluse ${suffix}` });
    await createEstablishment(token, { name: `Clinique de l’Écluse ${suffix} Nord` });
    const byName = await call(
      'GET',
      `/v1/veterinary_establishments?name[]=${encodeURIComponent(`CLINIQUE DE L’ECLUSE ${suffix}`)}`,
      { token },
    );
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((e: { id: number }) => e.id)).toEqual([named.id]);
  });

  it('filters by creation date', async () => {
    const future = await call('GET', '/v1/veterinary_establishments?fromCreatedDate=2999-01-01T00:00:00Z', {
      token,
    });
    expect(future.body).toMatchObject({ data: [], meta: { total: 0 } });
  });
});

describe('[ESTABLISHMENTS] sorts on several columns', () => {
  const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((e) => e.id);

  it('applies the sorts in the order the caller wrote them', async () => {
    const tag = `multi-sort-${Date.now()}`;
    const alphaLab = await createEstablishment(token, { name: 'Alpha tri', type: 'LAB', tags: [tag] });
    const bravoCab = await createEstablishment(token, { name: 'Bravo tri', type: 'CAB', tags: [tag] });
    const base = `/v1/veterinary_establishments?tag[]=${tag}`;
    const byNameThenType = await call('GET', `${base}&sortName=asc&sortType=asc`, { token });
    const byTypeThenName = await call('GET', `${base}&sortType=asc&sortName=asc`, { token });
    expect(ids(byNameThenType)).toEqual([alphaLab.id, bravoCab.id]);
    expect(ids(byTypeThenName)).toEqual([bravoCab.id, alphaLab.id]);
  });

  it('sorts by name then newest first, or newest first then by name', async () => {
    const tag = `multi-sort-date-${Date.now()}`;
    const older = await createEstablishment(token, { name: 'Alpha date', tags: [tag] });
    // Creation dates are kept to the second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const newer = await createEstablishment(token, { name: 'Bravo date', tags: [tag] });
    const base = `/v1/veterinary_establishments?tag[]=${tag}`;
    const byName = await call('GET', `${base}&sortName=asc&sortCreatedDate=desc`, { token });
    const byDate = await call('GET', `${base}&sortCreatedDate=desc&sortName=asc`, { token });
    expect(ids(byName)).toEqual([older.id, newer.id]);
    expect(ids(byDate)).toEqual([newer.id, older.id]);
    // The search takes the same sorts.
    const searched = await call(
      'POST',
      `/v1/veterinary_establishments/search?tag[]=${tag}&sortCreatedDate=desc&sortName=asc`,
      { token, body: { term: 'date' } },
    );
    expect(ids(searched)).toEqual([newer.id, older.id]);
  });
});

describe('[ESTABLISHMENTS] create, read, update', () => {
  it('creates an establishment with its main address and tags', async () => {
    const privilegedCode = await unusedPrivilegedCode(token);
    const answer = await call('POST', '/v1/veterinary_establishments', {
      token,
      body: makeEstablishment({ privilegedCode: privilegedCode.toLowerCase() }),
    });
    expect(answer.status).toBe(201);
    const e = answer.body.data;
    expect(e).toMatchObject({
      name: 'Clinique vétérinaire des Acacias',
      privilegedCode,
      type: 'CLI',
      tags: ['Canine', 'Féline'],
      postalCode: '69003',
      city: 'Lyon',
    });
    expect(e.mainAddress.addressSummary).toBe('12 rue des Acacias, 69003 Lyon');
    expect(answer.headers.get('location')).toBe(`/v1/veterinary_establishments/${e.id}`);
    const read = await call('GET', `/v1/veterinary_establishments/${e.id}`, { token });
    expect(read.body.data).toEqual(e);
  });

  it('answers many reads at once, each with its own establishment or a 404', async () => {
    // Reads arriving together share one statement (lib/coalesced-reads.ts): none may get another's record.
    const created = await Promise.all(
      ['Alpha', 'Bêta', 'Gamma'].map((suffix) =>
        createEstablishment(token, { name: `Clinique lecture simultanée ${suffix}` }),
      ),
    );
    const missing = 2_000_000_000;
    const ids = Array.from({ length: 36 }, (_, index) =>
      index % 4 === 3 ? missing : (created[index % 3]?.id as number),
    );
    const answers = await Promise.all(
      ids.map((id) => call('GET', `/v1/veterinary_establishments/${id}`, { token })),
    );
    answers.forEach((answer, index) => {
      const id = ids[index];
      if (id === missing) {
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('NOT_FOUND');
        return;
      }
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual(created.find((one) => one.id === id));
    });
  });

  it('changes only the fields sent', async () => {
    const created = await createEstablishment(token);
    const answer = await call('PATCH', `/v1/veterinary_establishments/${created.id}`, {
      token,
      body: { name: 'Clinique des Acacias (nouveau nom)', tags: ['Urgences 24/7'], customName: '' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'Clinique des Acacias (nouveau nom)',
      tags: ['Urgences 24/7'],
      customName: null,
      privilegedCode: created.privilegedCode,
      accountingCode: created.accountingCode,
    });
    expect(answer.body.data.mainAddress).toEqual(created.mainAddress);
  });

  it('updates the main address in place', async () => {
    const created = await createEstablishment(token);
    const answer = await call('PATCH', `/v1/veterinary_establishments/${created.id}`, {
      token,
      body: { mainAddress: { streetName: 'avenue Jean Jaurès', postalCode: '33000', city: 'Bordeaux' } },
    });
    expect(answer.body.data.mainAddressId).toBe(created.mainAddressId);
    expect(answer.body.data).toMatchObject({ postalCode: '33000', city: 'Bordeaux' });
  });
});

describe('[ESTABLISHMENTS] export', () => {
  /** The export of the establishments carrying one tag (the ones a test created). */
  const exportTagged = (format: 'csv' | 'xlsx', tag: string) =>
    fetch(`${baseUrl()}/v1/veterinary_establishments/export?format=${format}&tag[]=${tag}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('exports the filtered list as a semicolon CSV with a BOM', async () => {
    const response = await fetch(`${baseUrl()}/v1/veterinary_establishments/export?format=csv&type[]=LAB`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="etablissements-.*\.csv"/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM, for Excel
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]?.startsWith('Identifiant;Code privilégié;Nom')).toBe(true);
    const list = await call('GET', '/v1/veterinary_establishments?type[]=LAB&limit=1', { token });
    expect(lines).toHaveLength(list.body.meta.total + 1);
    for (const line of lines.slice(1)) expect(line).toContain(';Laboratoire;');
  });

  it('writes markup characters, accents and formula-looking names faithfully', async () => {
    const tag = `export-${Date.now()}`;
    const created = await createEstablishment(token, {
      name: '=Clinique <Éloi> & "fils"; soins',
      customName: null,
      tags: [tag],
    });
    const csv = (await (await exportTagged('csv', tag)).text()).trim().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(
      `${created.id};${created.privilegedCode};"'=Clinique <Éloi> & ""fils""; soins";;Clinique;`,
    );
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await exportTagged('xlsx', tag)).arrayBuffer());
    const row = workbook.getWorksheet('Établissements')?.getRow(2);
    expect(row?.getCell(1).value).toBe(created.id);
    expect(row?.getCell(3).value).toBe('=Clinique <Éloi> & "fils"; soins');
    expect(row?.getCell(7).value).toBe(tag);
    expect(row?.getCell(10).value).toBe('69003');
  });

  it('keeps control characters in the CSV and drops those XML cannot hold from the workbook', async () => {
    const tag = `controls-${Date.now()}`;
    await createEstablishment(token, {
      name: 'Cabinet\u0001 du\u0008 Parc\uFFFE',
      customName: null,
      tags: [tag],
    });
    expect(await (await exportTagged('csv', tag)).text()).toContain(';Cabinet\u0001 du\u0008 Parc\uFFFE;');
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await exportTagged('xlsx', tag)).arrayBuffer());
    expect(workbook.getWorksheet('Établissements')?.getRow(2).getCell(3).value).toBe('Cabinet du Parc');
  });

  it('exports an XLSX workbook', async () => {
    const response = await fetch(`${baseUrl()}/v1/veterinary_establishments/export?format=xlsx`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]); // a zip container
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet('Établissements');
    const list = await call('GET', '/v1/veterinary_establishments?limit=1', { token });
    expect(sheet?.rowCount).toBe(list.body.meta.total + 1);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Code privilégié');
    // Excel reports a damaged file when a cell's reference names another row than its own.
    const JSZip = (await import('jszip')).default;
    const xml = await (await JSZip.loadAsync(bytes)).file('xl/worksheets/sheet1.xml')?.async('string');
    const misplaced = [...(xml ?? '').matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].flatMap(([, row, cells]) =>
      [...(cells ?? '').matchAll(/<c r="[A-Z]+(\d+)"/g)]
        .filter(([, cellRow]) => cellRow !== row)
        .map(([ref]) => ref),
    );
    expect(xml).toContain('<row r="2">');
    expect(misplaced).toEqual([]);
  });
});
