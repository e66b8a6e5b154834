// A bare Fastify route on this machine: the yardstick the API's figures are compared with.
import Fastify from 'fastify';

export async function startBareFastify(port) {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ success: true, message: 'OK', data: { hello: 'world' } }));
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/bare`, stop: () => app.close() };
}
