// The set-up and helpers the files/documents.*.test.ts files share.
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';

export let moderator: string;

export const upload = (body: Record<string, unknown>, token = moderator) =>
  call('POST', '/v1/documents', { token, body });

/** Registers the set-up the documents tests share. */
export function useDocumentsWorld() {
  beforeAll(async () => {
    moderator = await tokenFor('moderator');
  });
}
