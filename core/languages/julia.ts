import type { Language } from './language.ts';
import { extractJulia } from '../extract/official/julia.ts';

/** Julia: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Julia: Language = {
  name: "Julia",
  id: "julia",
  leaderboardKey: "Julia",
  extension: "jl",
  paradigm: "multi-paradigm",
  scenario: "scientific",
  recipe: {
    "file": "{N}.jl",
    "steps": [
      { "name": "run", "argv": ["julia", "{file}"] }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 60000,
  tools: [{"name": "julia", "candidates": ["julia"], "versionArgs": ["--version"]}],
  runtimes: ["native"],
  broken: "    return -987654321",
  official: extractJulia,
  defaults: {
    "fenceTags": ["julia", "jl"],
    "lineComments": ["#"],
    "blocks": "end-keyword",
    "definition": "^[^\\S\\n]*function[^\\S\\n]+{name}\\b",
    "preamble": "^(?:using|import)\\s+.*$"
  },
};
