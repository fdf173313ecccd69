// Shared by audit-trail-render.error.test.ts and audit-trail-render.happy.test.ts.
export const ORIGINAL = 'a'.repeat(32) + 'b'.repeat(32);

export const SIGNED = 'c'.repeat(32) + 'd'.repeat(32);

export const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0';
