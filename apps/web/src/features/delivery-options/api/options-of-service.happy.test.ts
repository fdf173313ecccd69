import { describe, expect, it } from 'vitest';
import { optionsOfService } from './options-of-service.ts';

describe('a service’s delivery options', () => {
  it('keeps the service’s options out of the page of every option, by code', () => {
    const page = {
      data: [
        { id: 1, code: 'SUPP-VP', veterinaryServiceId: 5 },
        { id: 2, code: 'SETUP-MVS', veterinaryServiceId: 9 },
        { id: 3, code: 'FORM-VP', veterinaryServiceId: 5 },
        { id: 4, code: 'INST-VP', veterinaryServiceId: 5 },
      ],
    };
    expect(optionsOfService(page, 5).data.map((option) => option.id)).toEqual([3, 4, 1]);
    expect(optionsOfService(page, 7).data).toEqual([]);
    // The shared page itself is not reordered (every section reads it).
    expect(page.data.map((option) => option.id)).toEqual([1, 2, 3, 4]);
  });
});
