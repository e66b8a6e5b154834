// Which routes each file of api/src/routes declares: every route plugin registered alone into a bare
// Fastify, its routes collected as they are added (route-modules.test.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import type { Deps } from '../src/deps';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { validatorCompiler } from '../src/http/schema';

export const ROUTES_DIR = join(__dirname, '../src/routes');

/** Route files that declare no routes of their own (a helper the modules register). */
export const ROUTE_HELPERS = ['files'];

/** A stand-in for app.deps: any property read at registration answers another stand-in. */
const anything: unknown = new Proxy(() => anything, { get: (_target, key) => (key === 'then' ? undefined : anything) });

export const routeFileNames = () =>
  readdirSync(ROUTES_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length));

/** 'METHOD /pattern' of every route the file's exported plugins declare. */
export async function routesDeclaredBy(module: string): Promise<string[]> {
  const exports = (await import(join(ROUTES_DIR, module))) as Record<string, unknown>;
  const plugins = Object.entries(exports)
    .filter(([name, value]) => name.endsWith('Routes') && typeof value === 'function')
    .map(([, value]) => value as FastifyPluginAsync);
  const app = Fastify();
  app.decorate('deps', anything as Deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const declared: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') declared.push(`${method} ${route.url}`);
  });
  for (const plugin of plugins) await app.register(plugin);
  await app.ready();
  await app.close();
  return declared;
}
