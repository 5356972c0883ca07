export { judge, PAPER_OUTPUT_BYTES, type JudgeInput } from './judge.ts';
export { canonicalHtml, parseHtml } from './html-canonical.ts';
export { pythonJsonEqual, parsePythonJson } from './json-equal.ts';
export { proseOnly } from './prose-only.ts';
export { VERDICT_RULES } from './verdict-rules.ts';
