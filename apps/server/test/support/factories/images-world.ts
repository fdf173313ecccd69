// The set-up and helpers the files/images.*.test.ts files share.

import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';

export let moderator: string;

export const upload = (body: Record<string, unknown>) =>
  call('POST', '/v1/images', { token: moderator, body });

/** Registers the set-up the images tests share. */
export function useImagesWorld() {
  beforeAll(async () => {
    moderator = await tokenFor('moderator');
  });
}
