import { describe, expect, it } from 'vitest';
import { runtimeWarning } from './runtime.ts';

describe('runtimeWarning', () => {
  it('says nothing on Node.js 22 and 24 LTS, or a later LTS', () => {
    expect(runtimeWarning('v24.21.0', 'Krypton')).toBeNull();
    expect(runtimeWarning('v22.12.0', 'Jod')).toBeNull();
    expect(runtimeWarning('v26.1.0', 'Lithium')).toBeNull();
  });
});
