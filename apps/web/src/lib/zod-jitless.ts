// Every `import … from 'zod'` of the web build resolves to this module (vite.config.ts, resolve.alias), so
// zod is configured before any schema exists, and only when a screen first needs zod: the first paint
// does not download it. Zod compiles object parsers with `new Function` unless told not to; the CSP
// (script-src 'self', no 'unsafe-eval') refuses that, and every refusal is a reported violation.
import { config } from 'zod/v4';

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';

config({ jitless: true });
