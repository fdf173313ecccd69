// The set-up and helpers the workgroups/workgroups.*.test.ts files share.
import type { WorkgroupCreateInput } from '@vetbo/domain/workgroups';
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';

export let moderator: string;
let nextCode = 900_000 + Math.floor(Math.random() * 90_000);

export const makeGroup = (overrides: Partial<WorkgroupCreateInput> = {}): WorkgroupCreateInput => ({
  entitled: 'Groupe Vétérinaire de l’Ouest',
  groupCode: `GRP${nextCode++}`,
  accountingCode: 'GRP123',
  personalisedMention: 'Membre du réseau',
  ...overrides,
});

export const create = (body: unknown, token = moderator) =>
  call('POST', '/v1/veterinary_groups', { token, body });

/** Registers the set-up the workgroups tests share. */
export function useWorkgroupsWorld() {
  beforeAll(async () => {
    moderator = await tokenFor('moderator');
  });
}
