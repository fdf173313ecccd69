// Contracts over HTTP: every filter and sort of the contract documents' list, and its pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  draftDocument,
  first,
  patch,
  second,
  tokens,
  useContractsWorld,
} from '../support/factories/contracts-world.ts';

useContractsWorld();

describe('[CONTRACTS] the documents’ list: every filter and sort', () => {
  interface Row {
    id: number;
    contractId: number;
    signerId: number;
    status: string;
    veterinaryEstablishmentName: string;
    veterinaryEstablishmentPrivilegedCode: string;
    createdDate: string;
    updatedDate: string;
  }
  let rows: Row[];
  let scope: string;
  const list = async (query: string, within = scope): Promise<Row[]> => {
    const answer = await call('GET', `/v1/contract_documents?${within}&limit=100&${query}`, {
      token: tokens.accountant,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const ids = (list: Row[]) => list.map((row) => row.id);

  beforeAll(async () => {
    const a = await draftDocument(first, { entitled: 'Liste A' });
    const b = await draftDocument(second, { entitled: 'Liste B' });
    const c = await draftDocument(first, { entitled: 'Liste C' });
    const d = await draftDocument(second, { entitled: 'Liste D' });
    await patch(b.documentId, 'SENT');
    await patch(c.documentId, 'CANCELLED');
    scope = [a, b, c, d].map((x) => `id[]=${x.documentId}`).join('&');
    rows = await list('');
  });

  it('filters by status, id, contract, signer, establishment, its name and its privileged code', async () => {
    expect(rows).toHaveLength(4);
    const [a, b, c, d] = [...rows].sort((x, y) => x.id - y.id) as [Row, Row, Row, Row];
    expect(ids(await list('status[]=SENT'))).toEqual([b.id]);
    expect(ids(await list('status[]=DRAFT&status[]=CANCELLED')).sort()).toEqual([a.id, c.id, d.id].sort());
    expect(
      ids(await list(`id[]=${d.id}`, `contractId[]=${d.contractId}&contractId[]=${a.contractId}`)),
    ).toEqual([d.id]);
    expect(ids(await list(`contractId[]=${c.contractId}`))).toEqual([c.id]);
    expect(ids(await list(`signerId[]=${second.signer.id}`)).sort()).toEqual([b.id, d.id].sort());
    expect(ids(await list(`veterinaryEstablishmentId[]=${first.establishment.id}`)).sort()).toEqual(
      [a.id, c.id].sort(),
    );
    const upperName = encodeURIComponent(second.establishment.name.toUpperCase());
    expect(ids(await list(`veterinaryEstablishmentName[]=${upperName}`)).sort()).toEqual([b.id, d.id].sort());
    const code = first.establishment.privilegedCode.toLowerCase();
    expect(ids(await list(`veterinaryEstablishmentPrivilegedCode[]=${code}`)).sort()).toEqual(
      [a.id, c.id].sort(),
    );
    expect(await list('veterinaryEstablishmentName[]=Personne')).toEqual([]);
  });

  const sorts: [string, (row: Row) => string | number][] = [
    ['Id', (row) => row.id],
    ['SignerId', (row) => row.signerId],
    ['Status', (row) => row.status],
    ['VeterinaryEstablishmentName', (row) => row.veterinaryEstablishmentName.toLowerCase()],
    ['VeterinaryEstablishmentPrivilegedCode', (row) => row.veterinaryEstablishmentPrivilegedCode],
    ['CreatedDate', (row) => row.createdDate],
    ['UpdatedDate', (row) => row.updatedDate],
  ];
  for (const [name, key] of sorts) {
    it(`sorts by ${name}, both ways (ties by id)`, async () => {
      for (const direction of ['asc', 'desc'] as const) {
        const sign = direction === 'asc' ? 1 : -1;
        const expected = [...rows].sort((x, y) => {
          const [kx, ky] = [key(x), key(y)];
          return sign * (kx < ky ? -1 : kx > ky ? 1 : x.id - y.id);
        });
        expect(ids(await list(`sort${name}=${direction}`)), `${name} ${direction}`).toEqual(ids(expected));
      }
    });
  }

  it('pages the list', async () => {
    const page = await call('GET', `/v1/contract_documents?${scope}&limit=3&page=2&sortId=asc`, {
      token: tokens.accountant,
    });
    expect(page.body.meta).toEqual({ page: 2, limit: 3, total: 4, totalIsExact: true });
    expect(ids(page.body.data)).toEqual([Math.max(...ids(rows))]);
  });
});
