import Fastify from 'fastify';
import { COMMON_HEADERS } from '../apps/api/src/plugins/security-headers.js';

/**
 * The baselines: a bare Fastify route answering a small JSON document, nothing else (`/bare`); and the same route
 * with the security headers every API answer carries (`/bare-headed`), the second reference of the hot reads
 * (issue 28): what a route can reach when its only extra work is the headers it must send.
 */
const app = Fastify({ logger: false });
const answer = { success: true, message: '', data: { status: 'ok' } };
app.get('/bare', async () => answer);
app.get('/bare-headed', async (_request, reply) => {
  reply.headers(COMMON_HEADERS);
  return answer;
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('ready');
