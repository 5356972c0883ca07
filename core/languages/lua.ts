import type { Language } from './language.ts';
import { extractLua } from '../extract/official/lua.ts';

/** Lua: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Lua: Language = {
  name: "Lua",
  id: "lua",
  leaderboardKey: "Lua",
  extension: "lua",
  paradigm: "multi-paradigm",
  scenario: "scripting",
  recipe: {
    "file": "{N}.lua",
    "steps": [
      { "name": "run", "argv": ["lua", "{file}"] }
    ]
  },
  pass: {"kind": "exit", "forbid": [{"stream": "stderr", "text": "failed"}]},
  timeoutMs: 20000,
  tools: [{"name": "lua", "candidates": ["lua5.4", "lua"], "versionArgs": ["-v"]}],
  testsEnd: "print(\"{witness}\")",
  runtimes: ["wasmoon", "native"],
  uncheckedTests: { "Lua/1": "its test defines testHelloMMCodeEval() and never calls it" },
  broken: "    return -987654321",
  official: extractLua,
  defaults: {
    "fenceTags": ["lua"],
    "lineComments": ["--"],
    "blocks": "end-keyword",
    "entryLine": "^os\\.exit\\(\\s*(?:(?:0|true)\\s*)?\\)\\s*(?:;\\s*)?(?:--.*)?$",
    "definition": "^[^\\S\\n]*(?:local[^\\S\\n]+)?function[^\\S\\n]+{name}[^\\S\\n]*\\("
  },
};
