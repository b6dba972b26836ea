// Hono on Bun answering GET /json, the framework report's minimal-router
// baseline: the router's own idiom (c.json), served by Bun.serve.
// Binds 127.0.0.1 only. PORT: port to listen on (default 3000).
import { Hono } from 'hono';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`hono/server.ts: PORT must be a port number, got '${process.env.PORT}'`);
  process.exit(2);
}

const app = new Hono();
app.get('/json', (c) => c.json({ message: 'Hello, World!' }));

const server = Bun.serve({ hostname: '127.0.0.1', port, fetch: app.fetch });
const stop = () => {
  server.stop(true);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
console.log(`listening http://127.0.0.1:${port} (Hono on Bun)`);
