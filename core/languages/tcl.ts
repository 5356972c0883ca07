import type { Language } from './language.ts';
import { extractTcl } from '../extract/official/tcl.ts';

/** Tcl: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Tcl: Language = {
  name: "Tcl",
  id: "tcl",
  leaderboardKey: "Tcl",
  extension: "tcl",
  paradigm: "procedural",
  scenario: "scripting",
  recipe: {
    "file": "{N}.tcl",
    "steps": [
      { "name": "run", "argv": ["tclsh", "{file}"] }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 20000,
  tools: [{"name": "tclsh", "candidates": ["tclsh"], "versionArgs": [], "versionInput": "puts \"tclsh [info patchlevel]\"\n"}],
  testsEnd: "puts \"{witness}\"",
  runtimes: ["wacl", "native"],
  broken: "  return -987654321",
  official: extractTcl,
  defaults: {
    "fenceTags": ["tcl"],
    "lineComments": ["#"],
    "blocks": "braces",
    "entryLine": "^exit(?:\\s+0)?\\s*$",
    "definition": "^[^\\S\\n]*proc[^\\S\\n]+{name}\\b",
    "preamble": "^package\\s+require\\s+.*$"
  },
};
