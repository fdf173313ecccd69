import { config } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to; the CSP (script-src 'self',
// no 'unsafe-eval') refuses that, and every refusal is a reported violation. Object schemas read this
// setting when they are created: main.tsx imports this module first, before any module that defines schemas.
config({ jitless: true });
