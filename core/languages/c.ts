import type { Language } from './language.ts';
import { extractCFamily } from '../extract/official/c-family.ts';

/** C: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const C: Language = {
  name: "C",
  id: "c",
  leaderboardKey: "C",
  extension: "c",
  paradigm: "procedural",
  scenario: "systems",
  recipe: {
    "file": "{N}.c",
    "steps": [
      { "name": "compile", "argv": ["gcc", "-o", "{stem}", "{file}", "-lm"] },
      { "name": "run", "argv": ["./{stem}"] }
    ]
  },
  pass: {"kind": "exit", "forbid": [{"stream": "stdout", "text": "failed"}]},
  timeoutMs: 20000,
  tools: [{"name": "gcc", "candidates": ["gcc"], "versionArgs": ["--version"]}],
  // The test is `main`, and every C and C++ test of McEval ends it with `return 0;`. A GCC and Clang
  // builtin, so no header is needed.
  testsEnd: "__builtin_printf(\"%s\\n\", \"{witness}\");",
  testsEndBefore: "^[^\\S\\n]*return[^\\S\\n]+0[^\\S\\n]*;",
  runtimes: ["yowasp-clang", "native"],
  broken: "    return 0;",
  official: extractCFamily,
  defaults: {
    "fenceTags": ["c", "h"],
    "lineComments": ["//"],
    "blocks": "braces",
    "definition": "^[^\\S\\n]*(?:[\\w\\*&:<>,\\[\\]]+[^\\S\\n]+)*[\\*&]*{name}[^\\S\\n]*\\([^;{}]*\\)[^\\S\\n]*(?:const[^\\S\\n]*)?(?:\\{|(?://|/\\*)[^\\n]*$|$)",
    "preamble": "^\\s*#\\s*(?:include|define)\\b.*$"
  },
};
