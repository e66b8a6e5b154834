// A strict reader of the XML our exports write (the Tally XML, issue 44), for the tests: elements,
// double-quoted attributes, text and the five entities (and numeric ones). Anything else, an
// unclosed or mismatched tag, a bare '&' or '<', text outside the root, throws: the file is then
// not well-formed XML, which Tally would refuse too.
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string): string {
  return raw.replace(/&([^;]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new Error(`a bare '&' in ${JSON.stringify(raw)}`);
    if (name in ENTITIES) return ENTITIES[name]!;
    const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#([0-9]+)$/.exec(name)?.[1];
    if (code === undefined) throw new Error(`an unknown entity &${name};`);
    return String.fromCodePoint(name.startsWith('#x') ? parseInt(code, 16) : Number(code));
  });
}

const TOKEN = /<\?xml[^?]*\?>|<\/([\w.:-]+)\s*>|<([\w.:-]+)((?:\s+[\w.:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;

export function parseXml(source: string): XmlNode {
  const stack: XmlNode[] = [{ name: '#document', attributes: {}, children: [], text: '' }];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`not well-formed at ${at}: ${source.slice(at, at + 40)}`);
    const [whole, closing, opening, attributeText, selfClosing, text] = match;
    const top = stack[stack.length - 1]!;
    if (whole.startsWith('<?xml')) {
      if (at !== 0) throw new Error('the XML declaration must come first');
    } else if (closing) {
      if (top.name !== closing) throw new Error(`</${closing}> closes <${top.name}>`);
      stack.pop();
    } else if (opening) {
      const attributes: Record<string, string> = {};
      for (const [, key, value] of (attributeText ?? '').matchAll(/([\w.:-]+)="([^"]*)"/g))
        attributes[key!] = decode(value!);
      const node: XmlNode = { name: opening, attributes, children: [], text: '' };
      if (top.name === '#document' && top.children.length) throw new Error('a second root element');
      top.children.push(node);
      if (!selfClosing) stack.push(node);
    } else if (text !== undefined) {
      if (top.name === '#document') {
        if (text.trim()) throw new Error('text outside the root element');
      } else top.text += decode(text);
    }
  }
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`);
  const root = stack[0]!.children[0];
  if (!root) throw new Error('no root element');
  return root;
}

/** The children of `node` named `name`. */
export const childrenOf = (node: XmlNode, name: string) =>
  node.children.filter((child) => child.name === name);

/** The text of the one child named `name` (trimmed), or throws. */
export function textOf(node: XmlNode, name: string): string {
  const found = childrenOf(node, name);
  if (found.length !== 1) throw new Error(`<${node.name}> has ${found.length} <${name}>`);
  return found[0]!.text.trim();
}

/** The element at a path of names from `node`, each step the one child of that name. */
export function at(node: XmlNode, ...path: string[]): XmlNode {
  let current = node;
  for (const name of path) {
    const found = childrenOf(current, name);
    if (found.length !== 1) throw new Error(`<${current.name}> has ${found.length} <${name}>`);
    current = found[0]!;
  }
  return current;
}

/** A Tally AMOUNT ('-8500.50') as integer paise, read as text: no floating point. */
export function paiseOfAmount(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`AMOUNT ${amount} is not rupees with two decimals`);
  const paise = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -paise : paise;
}
