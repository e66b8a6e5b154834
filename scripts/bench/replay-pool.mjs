// The lists bench's bare pg pool: a node:http server that answers each request by running the
// statements the API ran for one request of a route (pg-trace.mjs's lines), through a bare pool of
// 10, in the same order; statements the API had started while another was in flight run beside
// it, as the API ran them. The answer is the last statement's rows as JSON.
import { createServer } from 'node:http';
import pg from 'pg';

/** Statements grouped into steps: a step's statements ran at the same time. */
function stepsOf(statements) {
  const steps = [];
  for (const statement of statements) {
    // the session's "last seen" write happens once a minute, not on every request
    if (/^\s*update\s+"?sessions"?/i.test(statement.text)) continue;
    if (statement.inFlight > 0 && steps.length) steps.at(-1).push(statement);
    else steps.push([statement]);
  }
  return steps;
}

export async function startBareReplay(databaseUrl, port, statements) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', (error) => console.warn(`bare pool: ${error.message}`));
  const steps = stepsOf(statements);
  let firstError;
  let stopping = false; // requests still in flight when the pool ends are not the replay's fault
  const run = ({ text, values, name }) => pool.query(name ? { name, text, values } : { text, values });
  const server = createServer((request, response) => {
    (async () => {
      let rows = [];
      for (const step of steps) rows = (await Promise.all(step.map(run))).at(-1).rows;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: true, message: 'OK', data: rows }));
    })().catch((error) => {
      if (!firstError && !stopping) console.warn(`bare pool replay failed: ${(firstError = error).message}`);
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      stopping = true;
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      await pool.end();
    },
  };
}
