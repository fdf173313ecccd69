// Standalone run of the web benchmark against a running server:
//   PORT=3100 npm start   (another shell)
//   node --import tsx scripts/bench/web-main.ts http://127.0.0.1:3100 [--files]   (--files: each script loaded)
import { benchWeb, measureWeb } from './web.ts';

const baseUrl = process.argv[2] ?? process.env.BENCH_WEB_URL ?? 'http://127.0.0.1:3100';
if (process.argv.includes('--files')) {
  for (const file of (await measureWeb({ baseUrl })).jsFilesBeforeList) {
    console.log(`${(file.bytes / 1024).toFixed(1).padStart(7)} KB  ${file.path}`);
  }
}
console.log(await benchWeb({ baseUrl }));
