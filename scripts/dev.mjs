#!/usr/bin/env node
// `npm run dev`: the server (restarted on change by tsx watch) and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { STAGE: 'local', PUBLIC_URL: 'http://localhost:3000', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
