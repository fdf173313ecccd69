import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@vetbo/db/seed/demo-accounts';
import { loadConfig } from './config.ts';
import { StartRefused } from './demo/demo-accounts-guard.ts';
import { runtimeWarning } from './runtime.ts';
import { type RunningServer, startServer } from './server.ts';

const runtime = runtimeWarning(process.version, process.release.lts);
if (runtime) console.warn(`Warning: ${runtime}`);

const config = loadConfig();
let server: RunningServer;
try {
  server = await startServer(config);
} catch (error) {
  if (!(error instanceof StartRefused)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
const { log } = server.app;

log.info(`Vetbo is ready at ${config.publicUrl} (stage ${config.stage}, database ${server.database.kind})`);
if (config.demoData) {
  const accounts = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(24)} ${a.name.padEnd(16)} ${a.role}`).join(
    '\n',
  );
  console.log(
    `\nVetbo — ${config.publicUrl}\nDemo accounts (password "${DEMO_PASSWORD}", demo data only):\n${accounts}\n`,
  );
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing requests, then stopping`);
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    await server.close();
    process.exit(0);
  });
}
