import { describe, expect, it } from 'vitest';
import { runtimeWarning } from './runtime.ts';

describe('runtimeWarning', () => {
  it('warns on Node.js 20 (end of life on 30 April 2026) and older, naming the target', () => {
    expect(runtimeWarning('v20.20.2', 'Iron')).toMatch(/v20\.20\.2 is past its end of life.*Node\.js 24 LTS/);
    expect(runtimeWarning('v18.20.0', 'Hydrogen')).toMatch(/past its end of life/);
  });

  it('warns on a release that is not LTS', () => {
    expect(runtimeWarning('v25.2.0', undefined)).toMatch(/v25\.2\.0 is not an LTS release/);
  });
});
