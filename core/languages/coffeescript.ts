import type { Language } from './language.ts';
import { extractCoffeeScript } from '../extract/official/coffeescript.ts';

/** CoffeeScript: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Coffeescript: Language = {
  name: "CoffeeScript",
  id: "coffeescript",
  leaderboardKey: "Coffee",
  extension: "coffee",
  paradigm: "multi-paradigm",
  scenario: "frontend",
  recipe: {
    "file": "{N}.coffee",
    "steps": [
      { "name": "run", "argv": ["coffee", "{file}"] }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 20000,
  tools: [{"name": "coffee", "candidates": ["coffee"], "versionArgs": ["--version"]}],
  testsEnd: "console.log \"{witness}\"",
  runtimes: ["coffeescript-js", "native"],
  uncheckedTests: {
    "CoffeeScript/13": "its test catches the AssertionError and only prints it (exit 0)",
    "CoffeeScript/24": "its test catches the AssertionError and only prints it (exit 0)"
  },
  broken: "  '__wrong__'",
  official: extractCoffeeScript,
  defaults: {
    "fenceTags": ["coffeescript", "coffee"],
    "lineComments": ["#"],
    "blocks": "indent",
    "entryLine": "^process\\.exit(?:\\s*\\(\\s*(?:0\\s*)?\\)|\\s+0)?\\s*(?:#.*)?$",
    "entryBlock": "^(?:if|unless)\\s+(?:require\\.main\\s*(?:==|is)\\s*module|module\\s*(?:==|is)\\s*require\\.main)\\b",
    "preamble": "^\\w+\\s*=\\s*require\\b.*$",
    "headDefinition": "^class\\s+(\\w+)",
    "definition": "^[^\\S\\n]*{name}[^\\S\\n]*=[^\\n]*[-=]>"
  },
};
