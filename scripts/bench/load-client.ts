// The load generator of `npm run bench`, in a process of its own so that it does not take the server's
// CPU: `node --import tsx scripts/bench/load-client.ts '<json>'` prints `{ "failed": n }` when done.
import autocannon from 'autocannon';

export interface LoadClientConfig {
  url: string;
  /** Request paths, used in turn. */
  paths: string[];
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  durationS: number;
}

const config = JSON.parse(process.argv[2] ?? '{}') as LoadClientConfig;
let next = 0;
const result = await autocannon({
  url: config.url,
  connections: config.connections,
  duration: config.durationS,
  requests: [
    {
      method: config.method,
      headers: config.headers,
      // NOTE: autocannon calls any setupRequest key it finds, even an undefined one.
      ...(config.body === undefined ? {} : { body: config.body }),
      setupRequest: (request) => ({ ...request, path: config.paths[next++ % config.paths.length] as string }),
    },
  ],
});
console.log(JSON.stringify({ failed: result.non2xx + result.errors }));
