// ElysiaJS answering GET /json, the framework report's minimal-router
// baseline: a handler returning an object, which Elysia sends as JSON.
// Binds 127.0.0.1 only. PORT: port to listen on (default 3000).
import { Elysia } from 'elysia';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`elysia/server.ts: PORT must be a port number, got '${process.env.PORT}'`);
  process.exit(2);
}

const app = new Elysia()
  .get('/json', () => ({ message: 'Hello, World!' }))
  .listen({ hostname: '127.0.0.1', port });
const stop = () => {
  app.stop(true);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
console.log(`listening http://127.0.0.1:${port} (Elysia on Bun)`);
