// API paths are written once, in api-routes.ts; every other file builds them with API.* so
// '/stats' and '/stats/' cannot drift apart. This test reads the front ends' sources (the remotes,
// the shell, the kit, the runtime, the tooling, the e2e support) and fails on a string that is an
// API path, naming the file and line.
//
// Page paths that are also API paths ('/tenant', '/tenant/login', '/tenant/profile') are flagged
// too: source files write pages with PATHS/href. Not read: test files (*.test.ts(x), e2e/tests),
// which pin the wire paths on purpose, so a wrong entry in the table fails them. Not flagged: the
// private file routes (/files/…), whose URLs the server sends in its answers.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { API_BASE } from './api/client';
import { API_PREFIXES, API_ROUTES } from './api-routes';

const ROOT = join(__dirname, '../../..');
const FOLDERS = [
  'shell/src',
  'mfe-auth/src',
  'mfe-properties/src',
  'mfe-tenants/src',
  'mfe-complaints/src',
  'shared/ui/src',
  'shared/runtime/src',
  'tooling',
  'e2e/support',
  'api/src/routes',
];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(path)
      ? [path]
      : [];
  });
}

const SUBSTITUTION = ':_';
/** An expression naming an API path: API.…, API_PREFIXES.…, a …_PATH constant or a ….prefix. */
const EXTENDED = /^(API|API_PREFIXES)\.|_PATH$|\.prefix$/;
const EXTENDED_MARK = '(api path)';
const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const segments = (path: string) => trim(path).split('/');
const patterns = Object.values(API_ROUTES)
  .map((route) => route.pattern)
  .filter((pattern) => !pattern.startsWith('/files/'))
  .map(segments);
const prefixes = new Set<string>(Object.values(API_PREFIXES));

/** Whether `text` (a literal, `${…}` written as ':_') names an API path, with or without the base and a query. */
export function isApiPath(text: string): boolean {
  let path = text.split('?')[0] ?? '';
  if (path.startsWith(`${API_BASE}/`)) path = path.slice(API_BASE.length);
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (path.startsWith(`/${EXTENDED_MARK}/`)) return true;
  if (prefixes.has(trim(path))) return true;
  const parts = segments(path);
  return patterns.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, index) => {
        const part = parts[index] ?? '';
        if (segment.startsWith(':')) return part !== '';
        return part === segment;
      }),
  );
}

/** The string literals of a file (template literals with each `${…}` as ':_'), with their lines. */
function literals(file: string): { text: string; source: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { text: string; source: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    if (ts.isTemplateExpression(node)) {
      text = node.head.text + node.templateSpans.map((span) => SUBSTITUTION + span.literal.text).join('');
      const [first] = node.templateSpans;
      // `${ROOM_PATH}/${id}`: a path of the table extended by hand (API.room.fetch(id) builds it)
      if (
        node.head.text === '' &&
        first?.literal.text.startsWith('/') &&
        EXTENDED.test(first.expression.getText())
      ) {
        text = `/${EXTENDED_MARK}${text.slice(SUBSTITUTION.length)}`;
      }
    }
    if (text !== undefined) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ text, source: node.getText(), line });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('API path literals', () => {
  it('knows an API path when it sees one', () => {
    expect(isApiPath('/stats')).toBe(true);
    expect(isApiPath('/stats/')).toBe(true);
    expect(isApiPath('/tenant?search=ravi')).toBe(true);
    expect(isApiPath(`/payment/${SUBSTITUTION}/pay`)).toBe(true);
    expect(isApiPath('/api/v1/room/')).toBe(true);
    expect(isApiPath('/tenant/login')).toBe(true);
    expect(isApiPath('/app/property/7')).toBe(false);
    expect(isApiPath('/tenant/dashboard')).toBe(false);
    expect(isApiPath('/api/v1/files/complaint-images/1.png')).toBe(false);
    expect(isApiPath('/remotes.json')).toBe(false);
    expect(isApiPath(`/${EXTENDED_MARK}/${SUBSTITUTION}`)).toBe(true);
  });

  it('are written nowhere but in the table (use API from @pgportal/contracts/api-paths)', () => {
    const offenders = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))).flatMap((file) =>
      literals(file)
        .filter(({ text }) => isApiPath(text))
        .map(({ source, line }) => `${relative(ROOT, file)}:${line} ${source}`),
    );
    expect(offenders).toEqual([]);
  });
});
