import type { Language } from './language.ts';
import { extractHtml } from '../extract/official/html.ts';

/** HTML: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Html: Language = {
  name: "HTML",
  id: "html",
  leaderboardKey: "Html",
  extension: "html",
  paradigm: "markup",
  scenario: "frontend",
  recipe: {
    "file": "{N}.html",
    "steps": []
  },
  pass: {"kind": "html"},
  timeoutMs: 1000,
  tools: [],
  runtimes: ["compare", "native"],
  broken: "<p>__wrong__</p>",
  official: extractHtml,
  defaults: {
    "fenceTags": ["html", "htm", ""],
    "lineComments": [],
    "blocks": "none",
    "wholeAnswer": true
  },
};
