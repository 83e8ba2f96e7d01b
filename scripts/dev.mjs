// npm run dev: the API with reload on :3000 and the Vite dev server on :5173 (which forwards /api to it).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const children = [
  spawn(process.execPath, ['--conditions=source', '--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
  }),
  // Vite itself (not through npm) so that stopping dev stops it too.
  spawn(process.execPath, [path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js')], {
    cwd: 'apps/web',
    stdio: 'inherit',
  }),
];

function stop(signal) {
  for (const child of children) {
    child.kill(signal);
  }
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
