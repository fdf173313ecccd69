import { api, apiToken, oneAtATime, uniqueWord } from './api.ts';

export interface CreatedWorkgroup {
  id: number;
  entitled: string;
  groupCode: string;
}

export interface CreatedMembership {
  id: number;
  veterinaryGroupId: number;
  veterinaryEstablishmentId: number;
}

// Codes handed out by this run: GRP and nine random digits, never twice.
const usedCodes = new Set<string>();

/** A group code no other test of this run uses (the seed's codes are shorter). */
export function uniqueGroupCode(): string {
  for (;;) {
    const code = `GRP${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    if (!usedCodes.has(code)) {
      usedCodes.add(code);
      return code;
    }
  }
}

/** A workgroup of this test only, created through the API as a moderator. */
export function createWorkgroup(overrides: Record<string, unknown> = {}): Promise<CreatedWorkgroup> {
  return oneAtATime(async () => {
    const token = await apiToken('moderator@vetbo.test');
    const { data } = await api<{ data: CreatedWorkgroup }>(token, 'POST', '/v1/veterinary_groups', {
      entitled: `Groupe ${uniqueWord('Essai')}`,
      groupCode: uniqueGroupCode(),
      ...overrides,
    });
    return data;
  });
}

/** Changes a workgroup through the API (no If-Match: the write applies whatever the version). */
export async function patchWorkgroup(id: number, body: Record<string, unknown>): Promise<void> {
  const token = await apiToken('moderator@vetbo.test');
  await api(token, 'PATCH', `/v1/veterinary_groups/${id}`, body);
}

/** A membership of an establishment in a group, created through the API. */
export function createMembership(body: {
  veterinaryGroupId: number;
  veterinaryEstablishmentId: number;
  joinDate: string;
  [key: string]: unknown;
}): Promise<CreatedMembership> {
  return oneAtATime(async () => {
    const token = await apiToken('moderator@vetbo.test');
    const { data } = await api<{ data: CreatedMembership }>(
      token,
      'POST',
      '/v1/veterinary_establishment_members',
      body,
    );
    return data;
  });
}

/** Changes a membership through the API (no If-Match). */
export async function patchMembership(id: number, body: Record<string, unknown>): Promise<void> {
  const token = await apiToken('moderator@vetbo.test');
  await api(token, 'PATCH', `/v1/veterinary_establishment_members/${id}`, body);
}
