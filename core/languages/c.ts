import type { Language } from './language.ts';
import { extractCFamily } from '../extract/official/c-family.ts';
import { C_FAMILY_TESTS_END } from './c-family.ts';

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
  runtimes: ["yowasp-clang", "native"],
  ...C_FAMILY_TESTS_END,
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
