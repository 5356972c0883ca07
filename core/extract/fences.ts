/** A fenced code block of a model answer. */
export interface Fence {
  /** The info string's first word, lower-cased ('' when untagged). */
  tag: string;
  body: string;
  /** The block had no closing fence (the answer was cut off). */
  unterminated: boolean;
}

const OPEN = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)[^`\n]*$/;

/**
 * Finds the fenced blocks of a markdown answer, line by line as CommonMark does: a block closes at a
 * bare fence at least as long as its opener. Inside a markdown-tagged block, tagged fences nest, so a
 * markdown answer that itself holds code fences is kept whole.
 */
export function findFences(text: string): Fence[] {
  const lines = text.split('\n');
  const out: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN.exec(lines[i]);
    if (!open) continue;
    const marker = open[1];
    const tag = open[2].toLowerCase();
    const nests = tag === 'markdown' || tag === 'md';
    let depth = 0;
    let j = i + 1;
    const fenceLines = (from: number) => {
      const out: { at: number; bare: boolean }[] = [];
      for (let k = from; k < lines.length && out.length < 2; k++) {
        const m = OPEN.exec(lines[k]);
        if (m && m[1][0] === marker[0]) out.push({ at: k, bare: m[2] === '' && lines[k].trim() === m[1] });
      }
      return out;
    };
    for (; j < lines.length; j++) {
      const m = OPEN.exec(lines[j]);
      if (!m || m[1][0] !== marker[0]) continue;
      const bare = m[2] === '' && lines[j].trim() === m[1];
      if (bare && m[1].length >= marker.length) {
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
