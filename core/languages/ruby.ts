import type { Language } from './language.ts';
import { extractRuby } from '../extract/official/ruby.ts';

/** Ruby: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Ruby: Language = {
  name: "Ruby",
  id: "ruby",
  leaderboardKey: "Ruby",
  extension: "rb",
  paradigm: "object-oriented",
  scenario: "backend",
  recipe: {
    "file": "{N}.rb",
    "steps": [
      { "name": "run", "argv": ["ruby", "{file}"] }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 20000,
  tools: [{"name": "ruby", "candidates": ["ruby"], "versionArgs": ["--version"]}],
  testsEnd: "puts \"{witness}\"",
  runtimes: ["ruby-wasm", "native"],
  broken: "  return -987654321",
  official: extractRuby,
  defaults: {
    "fenceTags": ["ruby", "rb"],
    "lineComments": ["#"],
    "blocks": "end-keyword",
    "entryLine": "^exit!?(?:\\s*\\(\\s*(?:(?:0|true)\\s*)?\\)|\\s+(?:0|true))?\\s*(?:#.*)?$|^\\S.*\\sif\\s+(?:__FILE__\\s*==\\s*\\$(?:0|PROGRAM_NAME)|\\$(?:0|PROGRAM_NAME)\\s*==\\s*__FILE__)\\s*(?:#.*)?$",
    "entryBlock": "^if[^\\S\\n]+(?:__FILE__[^\\S\\n]*==[^\\S\\n]*\\$(?:0|PROGRAM_NAME)|\\$(?:0|PROGRAM_NAME)[^\\S\\n]*==[^\\S\\n]*__FILE__)\\b",
    "definition": "^[^\\S\\n]*def[^\\S\\n]+(?:self\\.)?{name}\\b",
    "preamble": "^require\\s+.*$"
  },
};
