// The framework report's storage ceiling for its list API: raw bun:sqlite
// answering GET /db/list?page=&size=&sort= from the same 300 documents, the
// same table, indexes and query as Benchwork's demo target (core/demo/), and
// the same JSON answer, so the two list paths differ only in the server.
// The documents are data/documents.json, exported from the demo target
// (benchwork-target --export-documents; a test keeps the file identical).
// Also GET /json, as every example server. Binds 127.0.0.1 only.
//   PORT  port to listen on (default 3000)
import { Database } from 'bun:sqlite';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`sqlite/server.ts: PORT must be a port number, got '${process.env.PORT}'`);
  process.exit(2);
}

const documents = await Bun.file(new URL('../data/documents.json', import.meta.url)).json();
const db = new Database(':memory:');
db.exec(`
  CREATE TABLE documents(
    id INTEGER PRIMARY KEY, title TEXT NOT NULL, category TEXT NOT NULL, score REAL NOT NULL,
    created_at TEXT NOT NULL, body TEXT NOT NULL, related TEXT NOT NULL);
  CREATE INDEX documents_title ON documents(title);
  CREATE INDEX documents_category ON documents(category);
  CREATE INDEX documents_score ON documents(score);
  CREATE INDEX documents_created_at ON documents(created_at);`);
const insert = db.prepare('INSERT INTO documents VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)');
db.transaction(() => {
  for (const d of documents)
    insert.run(d.id, d.title, d.category, d.score, d.created_at, d.body, JSON.stringify(d.related));
})();
db.exec('ANALYZE');

// One prepared statement per sort field and direction; ties break on id in
// the same direction, as the demo target orders them.
const fields = ['id', 'title', 'category', 'score', 'created_at'];
const statements = new Map();
for (const field of fields) {
  for (const desc of [false, true]) {
    const dir = desc ? ' DESC' : ' ASC';
    const order = field === 'id' ? `id${dir}` : `${field}${dir}, id${dir}`;
    statements.set((desc ? '-' : '') + field,
      db.prepare(`SELECT id, title, category, score FROM documents ORDER BY ${order} LIMIT ?1 OFFSET ?2`));
  }
}

const jsonHeaders = { 'Content-Type': 'application/json' };
// Refusals in the demo target's words and shape.
const refuse = (status, error, reason) =>
  new Response(JSON.stringify({ error, reason }), { status, headers: jsonHeaders });
const badRequest = (reason) => refuse(400, 'bad_request', reason);

// A plain decimal integer within [low, high], as the demo target reads them.
function bounded(text, low, high) {
  if (!/^[0-9]{1,18}$/.test(text)) return null;
  const v = Number(text);
  return v >= low && v <= high ? v : null;
}

function list(req) {
  const query = new URL(req.url).searchParams;
  const pageText = query.get('page');
  const sizeText = query.get('size');
  const sort = query.get('sort') ?? 'id';
  const page = pageText === null ? 1 : bounded(pageText, 1, 1000000);
  if (page === null) return badRequest(`page must be an integer from 1 to 1000000, got '${pageText}'`);
  const size = sizeText === null ? 20 : bounded(sizeText, 1, 100);
  if (size === null) return badRequest(`size must be an integer from 1 to 100, got '${sizeText}'`);
  const statement = statements.get(sort);
  if (!statement)
    return badRequest(`sort must be one of id, title, category, score, created_at (prefix '-' for descending), got '${sort}'`);
  const items = statement.all(size, (page - 1) * size);
  return new Response(JSON.stringify({ page, size, sort, total: documents.length, items }), { headers: jsonHeaders });
}

const body = JSON.stringify({ message: 'Hello, World!' });
const server = Bun.serve({
  hostname: '127.0.0.1',
  port,
  routes: {
    '/json': () => new Response(body, { headers: jsonHeaders }),
    '/db/list': list,
  },
  fetch: (req) => refuse(404, 'not_found', `no route for ${new URL(req.url).pathname}`),
});
const stop = () => {
  server.stop(true);
  db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
console.log(`listening http://127.0.0.1:${port} (bun:sqlite, ${documents.length} documents)`);
