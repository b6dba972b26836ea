// A plain node:http server answering GET /json with a small JSON document,
// as in the Node/Bun/Go write-up. Binds 127.0.0.1 only.
//   PORT     port to listen on (default 3000)
//   WORKERS  1 = one process (default); N > 1 = the cluster module with N
//            workers; "auto" = one worker per CPU this process may run on
//            (its affinity mask, so a pinned target gets as many as its CPUs)
'use strict';
const cluster = require('node:cluster');
const http = require('node:http');
const os = require('node:os');

const port = Number(process.env.PORT || 3000);
const workersText = process.env.WORKERS || '1';
const workers = workersText === 'auto'
  ? (typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length)
  : Number(workersText);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`server.js: PORT must be a port number, got '${process.env.PORT}'`);
  process.exit(2);
}
if (!Number.isInteger(workers) || workers < 1) {
  console.error(`server.js: WORKERS must be a positive number or 'auto', got '${workersText}'`);
  process.exit(2);
}

const body = JSON.stringify({ message: 'Hello, World!' });

function serve() {
  const server = http.createServer((req, res) => {
    if (req.url === '/json' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end('{"error":"not found"}');
  });
  server.keepAliveTimeout = 65000;
  server.listen(port, '127.0.0.1');
  return server;
}

if (workers > 1 && cluster.isPrimary) {
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // a worker that dies would silently lower the throughput: end the target instead
    console.error(`server.js: worker ${worker.process.pid} ended (${signal || code}); stopping`);
    process.exit(1);
  });
  const stop = () => {
    stopping = true;
    for (const id in cluster.workers) cluster.workers[id].kill('SIGTERM');
    setTimeout(() => process.exit(0), 200).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`listening http://127.0.0.1:${port} with ${workers} workers (cluster)`);
} else {
  const server = serve();
  server.on('listening', () => {
    if (!cluster.isWorker) console.log(`listening http://127.0.0.1:${port} (one process)`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
