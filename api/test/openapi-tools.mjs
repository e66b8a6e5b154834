// Runs other people's OpenAPI tools on a document read from stdin, for the openapi-*.test.ts files:
// they are ES modules jest's CommonJS runtime cannot load, so the tests run this in a child node.
//   node openapi-tools.mjs check -> JSON { verdict, problems }: swagger-parser's verdict { valid, message? }
//                                   and Redocly's `recommended` problems [{ ruleId, severity, message, pointer }]
//   node openapi-tools.mjs types  -> the TypeScript openapi-typescript generates (`paths`, `components`…)
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const [command] = process.argv.slice(2);
const source = await readStdin();

async function swaggerParserVerdict() {
  try {
    await SwaggerParser.validate(JSON.parse(source));
    return { valid: true };
  } catch (error) {
    return { valid: false, message: String(error.message ?? error) };
  }
}

async function redoclyProblems() {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
  return problems.map(({ ruleId, severity, message, location }) => ({
    ruleId,
    severity,
    message,
    pointer: location?.[0]?.pointer,
  }));
}

if (command === 'check') {
  const [verdict, problems] = await Promise.all([swaggerParserVerdict(), redoclyProblems()]);
  process.stdout.write(JSON.stringify({ verdict, problems }));
} else if (command === 'types') {
  process.stdout.write(astToString(await openapiTS(JSON.parse(source))));
} else {
  process.stderr.write(`usage: node openapi-tools.mjs check|types < document.json\n`);
  process.exit(2);
}
