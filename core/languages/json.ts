import type { Language } from './language.ts';
import { extractJson } from '../extract/official/json.ts';

/** JSON: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Json: Language = {
  name: "JSON",
  id: "json",
  leaderboardKey: "Json",
  extension: "json",
  paradigm: "markup",
  scenario: "data-markup",
  recipe: {
    "file": "{N}.json",
    "steps": []
  },
  pass: {"kind": "json"},
  timeoutMs: 1000,
  tools: [],
  runtimes: ["compare", "native"],
  broken: "{\"__wrong__\": true}",
  official: extractJson,
  defaults: {
    "fenceTags": ["json", "jsonc", "javascript", ""],
    "lineComments": [],
    "blocks": "none",
    "wholeAnswer": true
  },
};
