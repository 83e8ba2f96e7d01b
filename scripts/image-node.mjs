// CI: the built server on the production image's Node version (the Dockerfile's NODE_VERSION), since no Docker engine
// runs here. Node comes as the npm registry's own binary package, unpacked into a temporary folder; the server starts
// on an embedded database, serves the web app, signs a user in and answers the pay page's reads, then stops on SIGTERM.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const version = /^ARG NODE_VERSION=(\S+)$/m.exec(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))?.[1];
if (!version) {
  throw new Error('no ARG NODE_VERSION in the Dockerfile');
}
const work = mkdtempSync(path.join(tmpdir(), 'tahsilat-image-node-'));
const fail = (message) => {
  console.error(message);
  process.exitCode = 1;
};

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

try {
  const pkg = `node-${process.platform}-${process.arch}@${version}`;
  execFileSync('npm', ['pack', pkg, '--pack-destination', work, '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work]);
  const node = path.join(work, 'package/bin/node');
  console.log(`Node from ${pkg}: ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()}`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const output = [];
  const server = spawn(node, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: path.join(work, 'data'),
      EXCHANGE_RATES_URL: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => output.push(String(chunk)));
  server.stderr.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) {
      break;
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      throw new Error(`the server did not become ready on Node ${version}:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const page = await fetch(`${base}/signin`);
  if (!page.ok || !(await page.text()).includes('<div id="root">')) {
    fail('the web app was not served');
  }
  const login = await fetch(`${base}/api/FirmAuth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@tahsilat.local', password: 'Tahsilat.2026', b2BDomainUrl: base }),
  });
  if (login.status !== 200) {
    fail(`sign-in answered ${login.status}`);
  }
  const options = await fetch(
    `${base}/api/PayWithoutLogin/CommissionOptions?tenantPaymentGuid=11111111-1111-4111-8111-111111111111`,
  );
  if (!options.ok || !((await options.json()).data?.commissions?.length > 0)) {
    fail('the pay page has no commission options');
  }
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) {
    fail(`the server ended with ${code} on SIGTERM`);
  }
  console.log(process.exitCode ? 'FAILED' : `The built server runs on Node ${version}.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
