import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer | undefined;
afterAll(async () => server?.stop());

describe('graceful shutdown', () => {
  it('finishes in-flight requests on SIGTERM, then exits 0 and stops accepting', async () => {
    server = await startServer();
    const login = () =>
      fetch(`${server?.baseUrl}/api/FirmAuth/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@tahsilat.local', password: 'Tahsilat.2026' }),
      }).then(
        (response) => response.status,
        () => 'connection error',
      );
    const taken = () => server?.output.join('').split('"url":"/api/FirmAuth/Login"').length ?? 1;
    const before = taken();
    const inFlight = Array.from({ length: 8 }, login);
    // Signal once the server has taken all eight requests (their log lines are written), while argon2 still runs.
    while (taken() - before < 8) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const exitCode = await server.signal('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(exitCode).toBe(0);
    // Every request the server had taken finishes normally; none is cut off mid-way.
    expect(statuses).toEqual(Array(8).fill(200));
    expect(await login()).toBe('connection error');
    expect(server.output.join('')).toContain('shutting down');
  });
});
