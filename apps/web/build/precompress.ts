import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files browsers fetch; source maps are left alone (only DevTools reads them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/**
 * Below this, the `Content-Encoding` header (22 bytes) outweighs the saving. The small chunks every list
 * loads first (runtime, declarations, placeholders: 300–900 bytes) still lose 30–55 % in brotli.
 */
const MIN_BYTES = 256;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) next to every compressible file of the
 * build, once: the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing on every request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vetbo:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const jobs: Promise<void>[] = [];
      for await (const path of filesUnder(outDir)) {
        jobs.push(
          (async () => {
            if ((await stat(path)).size < MIN_BYTES) return;
            const content = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            // A compressed file that is not smaller would only cost the browser a decoding step.
            if (br.length < content.length) await writeFile(`${path}.br`, br);
            if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
