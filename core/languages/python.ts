import type { Language } from './language.ts';
import { extractPython } from '../extract/official/python.ts';

/** Python: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Python: Language = {
  name: "Python",
  id: "python",
  leaderboardKey: "Python",
  extension: "py",
  paradigm: "multi-paradigm",
  scenario: "scientific",
  recipe: {
    "file": "{N}.py",
    "steps": [
      { "name": "run", "argv": ["python", "{file}"] }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 20000,
  tools: [{"name": "python", "candidates": ["/usr/bin/python3", "python3", "python"], "versionArgs": ["--version"]}],
  testsEnd: "print(\"{witness}\")",
  testEndsProcess: "^\\s*unittest\\.main\\(",
  runtimes: ["pyodide", "native"],
  uncheckedTests: { "Python/9": "its test defines test_find_number_combinations() and never calls it" },
  broken: "    return '__wrong__'",
  official: extractPython,
  defaults: {
    "fenceTags": ["python", "py", "python3"],
    "lineComments": ["#"],
    "blocks": "indent",
    "entryLine": "^(?:(?:sys\\.)?exit|quit|os\\._exit)\\(\\s*(?:0\\s*)?\\)\\s*(?:#.*)?$|^(?:unittest|pytest)\\.main\\(.*\\)\\s*(?:#.*)?$|^sys\\.exit\\(\\s*main\\(\\s*\\)\\s*\\)\\s*(?:#.*)?$",
    "definition": "^[^\\S\\n]*(?:async[^\\S\\n]+)?def[^\\S\\n]+{name}\\b",
    "preamble": "^(?:import\\s+.*|from\\s+\\S+\\s+import\\s+.*)$",
    "entryBlock": "^if[^\\S\\n]+__name__[^\\S\\n]*==[^\\S\\n]*(['\"])__main__\\1[^\\S\\n]*:"
  },
};
