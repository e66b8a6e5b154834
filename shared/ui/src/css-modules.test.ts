// The kit's styles travel with its components as CSS modules. The jest stub answers any class name,
// so this test reads the sources: every class a component names exists in its stylesheet, every
// selector is scoped by a local class, and the kit names no global class.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LAYOUT_CLASSES } from './layout';

const dir = __dirname;
const sources = readdirSync(dir).filter((name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name));
const stylesheets = readdirSync(dir).filter((name) => name.endsWith('.css'));

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Each rule's selector, skipping @keyframes steps; at-rules (media) are entered. */
function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  const stack: string[] = [];
  let buffer = '';
  for (const char of withoutComments(css).replace(/url\([^)]*\)/g, 'url()')) {
    if (char === '{') {
      const prelude = buffer.trim();
      if (!prelude.startsWith('@') && !stack.some((p) => p.startsWith('@keyframes'))) selectors.push(prelude);
      stack.push(prelude);
      buffer = '';
    } else if (char === '}') {
      stack.pop();
      buffer = '';
    } else if (char === ';' && stack.length > 0) buffer = '';
    else buffer += char;
  }
  return selectors;
}

function classesOf(file: string): Set<string> {
  const names = selectorsOf(readFileSync(path.join(dir, file), 'utf8')).flatMap((selector) =>
    [...selector.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((match) => match[1]!),
  );
  return new Set(names);
}

describe("the kit's CSS modules", () => {
  it('are the only stylesheets of the kit', () => {
    expect(stylesheets.filter((name) => !name.endsWith('.module.css'))).toEqual([]);
  });

  it('scope every selector with a local class and use no :global', () => {
    for (const file of stylesheets) {
      const css = readFileSync(path.join(dir, file), 'utf8');
      expect({ file, global: css.includes(':global') }).toEqual({ file, global: false });
      for (const selector of selectorsOf(css)) {
        for (const part of selector.split(',')) {
          expect({ file, selector: part.trim(), scoped: /\.[A-Za-z_]/.test(part) }).toMatchObject({ scoped: true });
        }
      }
    }
  });

  it('define every class a component names, and each module is used', () => {
    const used = new Set<string>();
    for (const source of sources) {
      const code = readFileSync(path.join(dir, source), 'utf8');
      for (const [, binding, file] of code.matchAll(/import \* as (\w+) from '\.\/([\w-]+\.module\.css)'/g)) {
        used.add(file!);
        const defined = classesOf(file!);
        const named = [...code.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map((match) => match[1]!);
        for (const name of named) expect({ source, file, name, defined: defined.has(name) }).toMatchObject({ defined: true });
      }
    }
    expect(stylesheets.filter((file) => !used.has(file))).toEqual([]);
  });

  it('name no global class: every className of the kit comes from a module', () => {
    for (const source of sources) {
      const code = readFileSync(path.join(dir, source), 'utf8');
      const literal = code.match(/className=(?:"[^"]*"|'[^']*'|\{\s*['"`][^'"`]*['"`]\s*\})/g) ?? [];
      expect({ source, literal }).toEqual({ source, literal: [] });
    }
  });

  it('list in LAYOUT_CLASSES exactly the helpers of layout.module.css', () => {
    expect([...LAYOUT_CLASSES].sort()).toEqual([...classesOf('layout.module.css')].sort());
  });
});
