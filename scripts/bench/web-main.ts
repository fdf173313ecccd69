// Standalone run of the web benchmark against a running server:
//   PORT=3100 npm start   (another shell)
//   node --import tsx scripts/bench/web-main.ts http://127.0.0.1:3100 [--files] [--path=/overview/legalStructures]
//   (--files: each script loaded; --path: another list screen than the establishments)
import { benchWeb, measureWeb } from './web.ts';

const baseUrl = process.argv[2] ?? process.env.BENCH_WEB_URL ?? 'http://127.0.0.1:3100';
const listPath = process.argv.find((arg) => arg.startsWith('--path='))?.slice('--path='.length);
if (process.argv.includes('--files')) {
  for (const file of (await measureWeb({ baseUrl, listPath })).jsFilesBeforeList) {
    console.log(`${(file.bytes / 1024).toFixed(1).padStart(7)} KB  ${file.path}`);
  }
}
console.log(await benchWeb({ baseUrl, listPath }));
