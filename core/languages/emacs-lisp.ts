import type { Language } from './language.ts';
import { extractEmacsLisp } from '../extract/official/emacs-lisp.ts';

/** Emacs Lisp: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const EmacsLisp: Language = {
  name: "Emacs Lisp",
  id: "emacs-lisp",
  leaderboardKey: "Elisp",
  extension: "el",
  paradigm: "functional",
  scenario: "editor",
  recipe: {
    "file": "{N}.el",
    "steps": [
      { "name": "run", "argv": ["emacs28", "--batch", "-l", "{file}"] }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 20000,
  tools: [{"name": "emacs28", "candidates": ["emacs28", "emacs"], "versionArgs": ["--version"]}],
  testsEnd: "(princ \"{witness}\\n\")",
  runtimes: ["native"],
  broken: "  '__wrong__)",
  official: extractEmacsLisp,
  defaults: {
    "fenceTags": ["emacs-lisp", "elisp", "emacs", "lisp"],
    "lineComments": [";"],
    "blocks": "parens",
    "entryLine": "^\\(kill-emacs(?:\\s+0)?\\)\\s*(?:;.*)?$",
    "definition": "^(?:[^\\S\\n]*\\([^()\\n]*\\))*[^\\S\\n]*\\(defun[^\\S\\n]+{name}(?=[\\s()])",
    "preamble": "^\\(require\\s+'[\\w-]+\\)\\s*$"
  },
};
