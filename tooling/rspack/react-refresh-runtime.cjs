// Development only. Every app's bundle asks for `react-refresh/runtime`; in the browser they must
// all use ONE runtime, or a remote's components register in a runtime that does not know the
// shell's React renderer and Fast Refresh never applies to a remote inside the shell. The first
// bundle to load keeps its runtime on globalThis; every later bundle reuses it.
const key = Symbol.for('pgportal.reactRefreshRuntime');

module.exports =
  globalThis[key] || (globalThis[key] = require('react-refresh/cjs/react-refresh-runtime.development.js'));
