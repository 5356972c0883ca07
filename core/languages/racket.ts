import type { Language } from './language.ts';
import { extractRacket } from '../extract/official/racket.ts';

/** Racket: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Racket: Language = {
  name: "Racket",
  id: "racket",
  leaderboardKey: "Racket",
  extension: "rkt",
  paradigm: "functional",
  scenario: "education",
  recipe: {
    "file": "{N}.rkt",
    "steps": [
      { "name": "run", "argv": ["racket", "{file}"] }
    ]
  },
  pass: {"kind": "exit", "forbid": [{"stream": "stderr", "text": "FAILURE"}]},
  timeoutMs: 30000,
  tools: [{"name": "racket", "candidates": ["racket"], "versionArgs": ["--version"]}],
  testsEnd: "(display \"{witness}\") (newline)",
  runtimes: ["biwascheme", "native"],
  broken: "  '__wrong__)",
  official: extractRacket,
  defaults: {
    "fenceTags": ["racket", "rkt", "scheme", "lisp"],
    "lineComments": [";"],
    "blocks": "parens",
    "entryLine": "^\\(exit(?:\\s+0)?\\)\\s*(?:;.*)?$",
    "definition": "^[^\\S\\n]*\\(define[^\\S\\n]+\\(?{name}(?=[\\s()])",
    "preamble": "^(?:#lang\\s+\\S+|\\(require\\s+.*\\))\\s*$"
  },
};
