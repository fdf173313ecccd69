import { describe, expect, it } from 'vitest';
import { userCreateSchema, userUpdateSchema } from '../src/users.ts';

describe('users schema', () => {
  it('has no staff role: sent in a create or an update it is an unknown field', () => {
    const base = { email: 'a@b.fr', firstName: 'A', lastName: 'B' };
    expect(userCreateSchema.safeParse(base).success).toBe(true);
    const create = userCreateSchema.safeParse({ ...base, staffRole: 'ADMIN' });
    expect(create.success).toBe(false);
    const update = userUpdateSchema.safeParse({ staffRole: 'ADMIN' });
    expect(update.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['staffRole'] });
  });
});
