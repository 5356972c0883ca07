/** A fenced code block of a model answer. */
export interface Fence {
  /** The info string's first word, lower-cased ('' when untagged). */
  tag: string;
  body: string;
  /** The block had no closing fence (the answer was cut off). */
  unterminated: boolean;
}

/**
 * A fence line, as `/^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)[^`\n]*$/` reads it (marker: group 1, tag:
 * group 2), in one pass: the regex backtracks quadratically on a long line that ends in a backtick.
 */
function fenceLine(line: string): { marker: string; tag: string } | null {
  let i = 0;
  while (i < line.length && line[i] === ' ') i++;
  if (i > 3) return null;
  const c = line[i];
  if (c !== '`' && c !== '~') return null;
  const markerStart = i;
  while (line[i] === c) i++;
  if (i - markerStart < 3) return null;
  const marker = line.slice(markerStart, i);
  if (line.includes('`', i) || line.includes('\n', i)) return null;
  while (line[i] === ' ' || line[i] === '\t') i++;
  const tagStart = i;
  while (i < line.length && !/\s/.test(line[i])) i++;
  return { marker, tag: line.slice(tagStart, i) };
}

/**
 * Finds the fenced blocks of a markdown answer, line by line as CommonMark does: a block closes at a
 * bare fence at least as long as its opener. Inside a markdown-tagged block, tagged fences nest, so a
 * markdown answer that itself holds code fences is kept whole.
 */
export function findFences(text: string): Fence[] {
  const lines = text.split('\n');
  const out: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = fenceLine(lines[i]);
    if (!open) continue;
    const marker = open.marker;
    const tag = open.tag.toLowerCase();
    const nests = tag === 'markdown' || tag === 'md';
    let depth = 0;
    let j = i + 1;
    const fenceLines = (from: number) => {
      const out: { at: number; bare: boolean }[] = [];
      for (let k = from; k < lines.length && out.length < 2; k++) {
        const m = fenceLine(lines[k]);
        if (m && m.marker[0] === marker[0]) out.push({ at: k, bare: m.tag === '' && lines[k].trim() === m.marker });
      }
      return out;
    };
    for (; j < lines.length; j++) {
      const m = fenceLine(lines[j]);
      if (!m || m.marker[0] !== marker[0]) continue;
      const bare = m.tag === '' && lines[j].trim() === m.marker;
      if (bare && m.marker.length >= marker.length) {
        if (depth > 0) {
          depth--;
          continue;
        }
        // In markdown, a bare fence followed by two more bare fences opens an inner block
        // (a markdown answer that holds an untagged code block) rather than closing this one.
        const next = nests ? fenceLines(j + 1) : [];
        if (next.length === 2 && next[0].bare && next[1].bare) {
          depth++;
          continue;
        }
        break;
      } else if (nests && !bare) depth++;
    }
    out.push({ tag, body: lines.slice(i + 1, j).join('\n'), unterminated: j >= lines.length });
    i = j;
  }
  return out;
}
