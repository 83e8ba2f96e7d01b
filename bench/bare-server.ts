import Fastify from 'fastify';

/** The baseline: a bare Fastify route answering a small JSON document, nothing else. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, message: '', data: { status: 'ok' } }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('ready');
