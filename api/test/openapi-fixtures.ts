// The API document as the app builds it, and other people's tools run on it (openapi-tools.mjs in
// a child node: they are ES modules).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
};

export type OpenApiDocument = {
  openapi: string;
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown> };
};

export const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

/** `node openapi-tools.mjs <command>` with the document on stdin: its stdout. */
async function tool(command: 'check' | 'types', document: object): Promise<string> {
  const child = run(process.execPath, [join(__dirname, 'openapi-tools.mjs'), command], {
    maxBuffer: 64 * 1024 * 1024,
  });
  child.child.stdin?.end(JSON.stringify(document));
  return (await child).stdout;
}

export type LintProblem = { ruleId: string; severity: 'error' | 'warn'; message: string; pointer?: string };

/**
 * swagger-parser's validate (the document against the OpenAPI schema, $refs resolved) and
 * Redocly's `recommended` rules, in one child.
 */
export const checkDocument = async (document: object) =>
  JSON.parse(await tool('check', document)) as {
    verdict: { valid: boolean; message?: string };
    problems: LintProblem[];
  };

/** The TypeScript openapi-typescript generates from the document. */
export const openapiTypes = (document: object) => tool('types', document);
