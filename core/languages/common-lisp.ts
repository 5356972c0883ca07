import type { Language } from './language.ts';
import { extractCommonLisp } from '../extract/official/common-lisp.ts';

/** Common Lisp: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const CommonLisp: Language = {
  name: "Common Lisp",
  id: "common-lisp",
  leaderboardKey: "Clisp",
  extension: "lisp",
  paradigm: "functional",
  scenario: "education",
  recipe: {
    "file": "work/{N}.lisp",
    "steps": [
      { "name": "run", "argv": ["sbcl", "--script", "{file}"] }
    ],
    // Generation's test of task 14 reads ../data/Common Lisp/file.txt, its completion tests data/Common Lisp/file.txt.
    "assets": { "reference": "Common Lisp", "path": "data/Common Lisp", "alsoAt": ["work/data/Common Lisp"], "paper": false }
  },
  pass: {"kind": "exit", "paperTimeoutPasses": true},
  timeoutMs: 20000,
  tools: [{"name": "sbcl", "candidates": ["sbcl"], "versionArgs": ["--version"]}],
  testsEnd: "(write-line \"{witness}\")",
  runtimes: ["native"],
  uncheckedTests: {
    "Common Lisp/41": "its test defines check-calculate-expression and never calls it"
  },
  broken: "  '__wrong__)",
  official: extractCommonLisp,
  defaults: {
    "fenceTags": ["lisp", "common-lisp", "commonlisp", "cl"],
    "lineComments": [";"],
    "blocks": "parens",
    "entryLine": "^\\((?:sb-ext:)?(?:exit|quit)(?:\\s+:code\\s+0)?\\)\\s*(?:;.*)?$",
    "definition": "^[^\\S\\n]*\\(defun[^\\S\\n]+{name}(?=[\\s()])"
  },
};
