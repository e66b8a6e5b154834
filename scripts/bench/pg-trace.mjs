// Preloaded into the API server by the lists bench (`node --import`): appends every statement the
// server sends through node-postgres while answering an HTTP request to PG_TRACE_FILE as a JSON
// line (text, values, prepared name, and how many statements were in flight when it started), so
// the bench can run the very same SQL through a bare pg pool. The server's jobs (reminders, GST
// notes, retention…) run beside requests; their statements are not the route's and are left out.
// Only the bench's measuring of the bare pool uses it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const file = process.env.PG_TRACE_FILE;
if (file) {
  const answering = new AsyncLocalStorage();
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitting(event, ...args) {
    if (event !== 'request') return emit.call(this, event, ...args);
    return answering.run(true, () => emit.call(this, event, ...args));
  };

  const query = pg.Client.prototype.query;
  let inFlight = 0;
  pg.Client.prototype.query = function traced(config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text === 'string' && answering.getStore()) {
      const params = (typeof config === 'object' && config.values) || (Array.isArray(values) ? values : []);
      const name = typeof config === 'object' ? config.name : undefined;
      appendFileSync(file, `${JSON.stringify({ text, values: params, name, inFlight })}\n`);
      inFlight += 1;
      const result = query.call(this, config, values, callback);
      if (result && typeof result.then === 'function') {
        result.then(
          () => (inFlight -= 1),
          () => (inFlight -= 1),
        );
      } else inFlight -= 1;
      return result;
    }
    return query.call(this, config, values, callback);
  };
}
