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
    for (; j < lines.length; j++) {
      const m = OPEN.exec(lines[j]);
      if (!m || m[1][0] !== marker[0]) continue;
      const bare = m[2] === '' && lines[j].trim() === m[1];
      if (bare && m[1].length >= marker.length) {
        if (depth === 0) break;
        depth--;
      } else if (nests && !bare) depth++;
    }
    out.push({ tag, body: lines.slice(i + 1, j).join('\n'), unterminated: j >= lines.length });
    i = j;
  }
  return out;
}
