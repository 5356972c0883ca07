/**
 * An HTML comparison equivalent to the official `BeautifulSoup(html, 'html.parser').prettify().strip()`
 * equality: the text is parsed as Python's html.parser + bs4 build it (no implied tags, end tags pop to
 * the nearest open tag of that name, void elements never open, entities decoded), then printed in a
 * canonical form in which two documents are equal exactly when their prettify() outputs are: text
 * stripped and whitespace-only text dropped (except inside <pre> and <textarea>), multi-valued
 * attributes (class, rel, ...) split on whitespace, a bare attribute equal to attr="".
 */

interface Element {
  name: string;
  attrs: [string, string][];
  children: Node[];
}
type Node = Element | { text: string; kind: 'text' | 'comment' | 'declaration' | 'pi' };

const VOID = new Set(
  'area base br col embed hr img input keygen link menuitem meta param source track wbr basefont bgsound command frame image isindex nextid spacer'.split(' '),
);
const RAW_TEXT = new Set(['script', 'style']);
const PRESERVE = new Set(['pre', 'textarea']);
const MULTI_VALUED = new Set(['class', 'rel', 'rev', 'accept-charset', 'headers', 'accesskey', 'dropzone']);

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '\u00a9', reg: '\u00ae', trade: '\u2122',
  hellip: '\u2026', mdash: '\u2014', ndash: '\u2013', lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c', rdquo: '\u201d',
  bull: '\u2022', middot: '\u00b7', times: '\u00d7', divide: '\u00f7', deg: '\u00b0', euro: '\u20ac', pound: '\u00a3',
  yen: '\u00a5', cent: '\u00a2', sect: '\u00a7', para: '\u00b6', laquo: '\u00ab', raquo: '\u00bb', larr: '\u2190',
  rarr: '\u2192', uarr: '\u2191', darr: '\u2193', hearts: '\u2665', ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009',
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);?/g, (m, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[body] ?? ENTITIES[body.toLowerCase()] ?? m;
  });
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

export function parseHtml(html: string): Element {
  const root: Element = { name: '[document]', attrs: [], children: [] };
  const stack: Element[] = [root];
  const top = () => stack[stack.length - 1];
  const addText = (text: string) => {
    if (!text) return;
    const kids = top().children;
    const last = kids[kids.length - 1];
    if (last && !('name' in last) && last.kind === 'text') last.text += text;
    else kids.push({ text, kind: 'text' });
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      addText(decodeEntities(html.slice(i)));
      break;
    }
    addText(decodeEntities(html.slice(i, lt)));
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      top().children.push({ text: html.slice(i + 4, end === -1 ? html.length : end), kind: 'comment' });
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const m = /^<(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/.exec(html.slice(i));
    if (!m) {
      if (html[i + 1] === '!' || html[i + 1] === '?') {
        const end = html.indexOf('>', i);
        const body = html.slice(i + 2, end === -1 ? html.length : end);
        top().children.push({ text: body, kind: html[i + 1] === '!' ? 'declaration' : 'pi' });
        i = end === -1 ? html.length : end + 1;
        continue;
      }
      addText('<');
      i++;
      continue;
    }
    i += m[0].length;
    const name = m[2].toLowerCase();
    if (m[1]) {
      for (let k = stack.length - 1; k > 0; k--)
        if (stack[k].name === name) {
          stack.length = k;
          break;
        }
      continue;
    }
    const attrs: [string, string][] = [];
    const seen = new Map<string, number>();
    for (const a of (m[3] ?? '').matchAll(ATTR)) {
      const key = a[1].toLowerCase();
      const value = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
      if (seen.has(key)) attrs[seen.get(key)!][1] = value;
      else {
        seen.set(key, attrs.length);
        attrs.push([key, value]);
      }
    }
    const el: Element = { name, attrs, children: [] };
    top().children.push(el);
    const selfClosing = /\/\s*$/.test(m[3] ?? '');
    if (VOID.has(name) || selfClosing) continue;
    if (RAW_TEXT.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, i);
      const end = close === -1 ? html.length : close;
      if (end > i) el.children.push({ text: html.slice(i, end), kind: 'text' });
      const gt = close === -1 ? -1 : html.indexOf('>', close);
      i = gt === -1 ? html.length : gt + 1;
      continue;
    }
    stack.push(el);
  }
  return root;
}

function printNode(node: Node, pretty: boolean, out: string[]): void {
  if (!('name' in node)) {
    const text =
      node.kind === 'comment' ? `<!--${node.text}-->` : node.kind === 'declaration' ? `<!${node.text}>` : node.kind === 'pi' ? `<?${node.text}>` : node.text;
    const t = pretty ? text.trim() : text;
    if (t) out.push(t);
    return;
  }
  const attrs = node.attrs
    .map(([k, v]) => `${k}=${JSON.stringify(MULTI_VALUED.has(k) ? v.split(/[ \t\n\r\f\v]+/).filter(Boolean).join(' ') : v)}`)
    .join(' ');
  out.push(`<${node.name}${attrs ? ' ' + attrs : ''}>`);
  if (VOID.has(node.name) && node.children.length === 0) return;
  const inner = pretty && !PRESERVE.has(node.name);
  for (const c of node.children) printNode(c, inner, out);
  out.push(`</${node.name}>`);
}

/** Two HTML texts are equal under the official rule exactly when these strings are equal. */
export function canonicalHtml(html: string): string {
  const out: string[] = [];
  for (const c of parseHtml(html).children) printNode(c, true, out);
  return out.join('\n');
}
