import type { Language } from './language.ts';
import { extractR } from '../extract/official/r.ts';

/** R: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const R: Language = {
  name: "R",
  id: "r",
  leaderboardKey: "R",
  extension: "R",
  paradigm: "functional",
  scenario: "scientific",
  recipe: {
    "file": "{N}.R",
    "steps": [
      { "name": "run", "argv": ["Rscript", "{file}"] }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 20000,
  tools: [{"name": "Rscript", "candidates": ["Rscript"], "versionArgs": ["--version"]}],
  testsEnd: "cat(\"{witness}\\n\")",
  runtimes: ["webr", "native"],
  broken: "  return(-987654321)",
  official: extractR,
  defaults: {
    "fenceTags": ["r"],
    "lineComments": ["#"],
    "blocks": "braces",
    "entryLine": "^(?:q|quit)\\(\\s*(?:(?:save\\s*=\\s*[\"']no[\"']|status\\s*=\\s*0)\\s*(?:,\\s*)?)*\\)\\s*(?:#.*)?$",
    "definition": "^[^\\S\\n]*`?{name}`?[^\\S\\n]*(?:<-|=)[^\\S\\n]*function\\b",
    "preamble": "^(?:library|require)\\(.*\\)\\s*$"
  },
};
