// The set-up and helpers the services/catalogue.*.test.ts files share.
import { beforeAll } from 'vitest';
import { tokenFor } from '../api.ts';

export let admin: string;
export let accountant: string;
export let moderator: string;

export interface Option {
  id: number;
  code: string;
  serviceCode: string;
  entitled: string;
  status: string;
  unitPriceWithoutVat: number;
}

/** Registers the set-up the catalogue tests share. */
export function useCatalogueWorld() {
  beforeAll(async () => {
    [admin, accountant, moderator] = await Promise.all([
      tokenFor('admin'),
      tokenFor('accountant'),
      tokenFor('moderator'),
    ]);
  });
}
