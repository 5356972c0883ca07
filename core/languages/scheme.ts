import type { Language } from './language.ts';
import { extractScheme } from '../extract/official/scheme.ts';

/** Scheme: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Scheme: Language = {
  name: "Scheme",
  id: "scheme",
  leaderboardKey: "Scheme",
  extension: "scm",
  paradigm: "functional",
  scenario: "education",
  recipe: {
    "file": "{N}.scm",
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
  official: extractScheme,
  defaults: {
    "fenceTags": ["scheme", "scm", "racket", "lisp"],
    "lineComments": [";"],
    "blocks": "parens",
    "entryLine": "^\\(exit(?:\\s+0)?\\)\\s*(?:;.*)?$",
    "definition": "^[^\\S\\n]*\\(define[^\\S\\n]+\\(?{name}(?=[\\s()])",
    "preamble": "^(?:#lang\\s+\\S+|\\(require\\s+.*\\))\\s*$"
  },
};
