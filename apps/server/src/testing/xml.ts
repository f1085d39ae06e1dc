/** One element of a parsed document: its name, attributes, child elements and its own text. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const DECLARATION = /^<\?xml version="1\.0" encoding="UTF-8"\?>/;

/** Text with its entities read; throws on a bare '&', an unknown entity or a '<'. */
function decode(raw: string): string {
  if (raw.includes('<')) throw new Error(`'<' in text: ${raw.slice(0, 60)}`);
  return raw.replace(/&([^;\s]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new Error(`bare '&' in ${raw.slice(0, 60)}`);
    const numeric = /^#(?:x([0-9a-fA-F]+)|(\d+))$/.exec(name);
    if (numeric) return String.fromCodePoint(parseInt(numeric[1] ?? numeric[2] ?? '', numeric[1] ? 16 : 10));
    const known = ENTITIES[name];
    if (known === undefined) throw new Error(`unknown entity &${name};`);
    return known;
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const rest = source.replace(/\s+([^\s=]+)="([^"]*)"/g, (_, name: string, value: string) => {
    if (!NAME.test(name) || name in attributes) throw new Error(`bad or repeated attribute ${name}`);
    attributes[name] = decode(value);
    return '';
  });
  if (rest.trim() !== '') throw new Error(`malformed attributes: ${rest}`);
  return attributes;
}

/**
 * A strict reader for the XML this app writes (sitemaps): the UTF-8 declaration, one root,
 * elements properly nested and closed, quoted attributes, only the five named entities and
 * character references. Throws on anything else (comments, CDATA and processing instructions
 * included), so a test that reads a document through it also proves the document well-formed.
 *
 * @example
 * const root = parseXml(await res.text()); root.children.map((url) => url.children[0]?.text)
 */
export function parseXml(xml: string): XmlElement {
  if (!DECLARATION.test(xml)) throw new Error('no XML declaration');
  const stack: XmlElement[] = [{ name: '#document', attributes: {}, children: [], text: '' }];
  const tag = /<(\/?)([^\s/>]+)([^>]*?)(\/?)>/g;
  let at = xml.match(DECLARATION)?.[0].length ?? 0;
  tag.lastIndex = at;
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    const [whole, closing, name = '', attributes = '', selfClosing] = match;
    const parent = stack.at(-1);
    if (!parent) throw new Error('content after the root element');
    parent.text += decode(xml.slice(at, match.index));
    at = match.index + whole.length;
    if (!NAME.test(name)) throw new Error(`bad element name ${name}`);
    if (closing) {
      if (attributes.trim() !== '' || selfClosing) throw new Error(`malformed end tag ${whole}`);
      if (parent.name !== name) throw new Error(`</${name}> closes <${parent.name}>`);
      stack.pop();
      continue;
    }
    const element = { name, attributes: parseAttributes(attributes), children: [], text: '' };
    if (parent.name === '#document' && parent.children.length > 0) throw new Error('a second root element');
    parent.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  const document = stack[0];
  if (stack.length !== 1 || !document) throw new Error(`<${stack.at(-1)?.name}> is never closed`);
  if (decode(xml.slice(at)).trim() !== '' || document.text.trim() !== '') throw new Error('text outside the root');
  const [root] = document.children;
  if (!root) throw new Error('no root element');
  return root;
}
