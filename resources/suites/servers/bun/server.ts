// Bun.serve answering GET /json with a small JSON document, as in the
// Node/Bun/Go write-up. Binds 127.0.0.1 only.
//   PORT     port to listen on (default 3000)
//   WORKERS  1 = one process (default); N > 1 = N Bun processes listening on
//            the same port with reusePort (SO_REUSEPORT: Linux spreads the
//            connections over them; macOS does not balance them);
//            "auto" = one per CPU as Bun counts them (os.availableParallelism(),
//            which counts a cgroup CPU quota too: under a quota of 1 that is one
//            process, where Node's count of the same name gives every CPU of
//            the affinity mask)
// The write-up's "4 Bun instances in parallel" is WORKERS=auto on 4 cores.
import { availableParallelism } from 'node:os';

const port = Number(process.env.PORT ?? 3000);
const workersText = process.env.WORKERS ?? '1';
const workers = workersText === 'auto' ? availableParallelism() : Number(workersText);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`bun/server.ts: PORT must be a port number, got '${process.env.PORT}'`);
  process.exit(2);
}
if (!Number.isInteger(workers) || workers < 1) {
  console.error(`bun/server.ts: WORKERS must be a positive number or 'auto', got '${workersText}'`);
  process.exit(2);
}

const body = JSON.stringify({ message: 'Hello, World!' });
const headers = { 'Content-Type': 'application/json' };

if (workers > 1) {
  // One supervisor, N serving processes: a process that ends would silently
  // lower the throughput, so the supervisor ends the target instead.
  let stopping = false;
  const children = [];
  for (let i = 0; i < workers; i++) {
    children.push(Bun.spawn([process.execPath, import.meta.path], {
      env: { ...process.env, WORKERS: '1', BUN_SERVER_REUSE_PORT: '1' },
      stdout: 'inherit',
      stderr: 'inherit',
      onExit(child, code, signal) {
        if (stopping) return;
        console.error(`bun/server.ts: instance ${child.pid} ended (${signal ?? code}); stopping`);
        stopping = true;
        for (const c of children) c.kill();
        process.exit(1);
      },
    }));
  }
  const stop = async () => {
    stopping = true;
    for (const c of children) c.kill();
    await Promise.all(children.map((c) => c.exited));
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`listening http://127.0.0.1:${port} with ${workers} processes (reusePort)`);
} else {
  const reusePort = process.env.BUN_SERVER_REUSE_PORT === '1';
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port,
    reusePort,
    routes: {
      '/json': () => new Response(body, { headers }),
    },
    fetch: () => Response.json({ error: 'not found' }, { status: 404 }),
  });
  const stop = () => {
    server.stop(true);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  if (!reusePort) console.log(`listening http://127.0.0.1:${port} (one process)`);
}
