import type { Language } from './language.ts';
import { extractCFamily } from '../extract/official/c-family.ts';

/** CPP: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Cpp: Language = {
  name: "CPP",
  id: "cpp",
  leaderboardKey: "C++",
  extension: "cpp",
  paradigm: "object-oriented",
  scenario: "systems",
  recipe: {
    "file": "{N}.cpp",
    "steps": [
      { "name": "compile", "argv": ["g++", "-g", "-std=c++11", "-o", "{stem}", "{file}"] },
      { "name": "run", "argv": ["./{stem}"] }
    ]
  },
  pass: {"kind": "exit", "forbid": [{"stream": "stdout", "text": "failed"}]},
  timeoutMs: 20000,
  tools: [{"name": "g++", "candidates": ["g++"], "versionArgs": ["--version"]}],
  runtimes: ["yowasp-clang", "native"],
  broken: "    return 0;",
  official: extractCFamily,
  defaults: {
    "fenceTags": ["cpp", "c++", "cc", "cxx", "c"],
    "lineComments": ["//"],
    "blocks": "braces",
    "definition": "^[^\\S\\n]*(?:[\\w\\*&:<>,\\[\\]]+[^\\S\\n]+)*[\\*&]*{name}[^\\S\\n]*\\([^;{}]*\\)[^\\S\\n]*(?:const[^\\S\\n]*)?(?:\\{|(?://|/\\*)[^\\n]*$|$)",
    "preamble": "^\\s*(?:#\\s*(?:include|define)\\b.*|using\\s+namespace\\s+[\\w:]+\\s*;.*)$"
  },
};
