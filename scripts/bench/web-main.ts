// Standalone run of the web benchmark against a running server:
//   PORT=3100 npm start   (another shell)
//   node --import tsx scripts/bench/web-main.ts http://127.0.0.1:3100
import { benchWeb } from './web.ts';

const baseUrl = process.argv[2] ?? process.env.BENCH_WEB_URL ?? 'http://127.0.0.1:3100';
console.log(await benchWeb({ baseUrl }));
