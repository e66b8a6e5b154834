/**
 * Gives a plugin the name Fastify would find for it anyway. Without one, Fastify looks for an
 * unnamed plugin among every loaded module (require.cache) at each registration, which costs
 * little in a server but seconds in a test run (a module registry per test file).
 */
export function named<Plugin extends (...args: never[]) => unknown>(
  plugin: Plugin,
  name = plugin.name,
): Plugin {
  Object.defineProperty(plugin, Symbol.for('fastify.display-name'), { value: name || 'anonymous', configurable: true });
  return plugin;
}
