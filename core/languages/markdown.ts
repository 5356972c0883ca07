import type { Language } from './language.ts';
import { extractMarkdown } from '../extract/official/markdown.ts';

/** Markdown: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Markdown: Language = {
  name: "Markdown",
  id: "markdown",
  leaderboardKey: "MD",
  extension: "md",
  paradigm: "markup",
  scenario: "data-markup",
  recipe: {
    "file": "{N}.md",
    "steps": []
  },
  pass: {"kind": "markdown"},
  timeoutMs: 1000,
  tools: [],
  runtimes: ["compare", "native"],
  broken: "__wrong__",
  official: extractMarkdown,
  defaults: {
    "fenceTags": ["markdown", "md", ""],
    "lineComments": [],
    "blocks": "none",
    "wholeAnswer": true
  },
};
