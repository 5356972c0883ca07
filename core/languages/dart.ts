import type { Language } from './language.ts';
import { extractDart } from '../extract/official/dart.ts';

/** Dart: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Dart: Language = {
  name: "Dart",
  id: "dart",
  leaderboardKey: "Dart",
  extension: "dart",
  paradigm: "object-oriented",
  scenario: "mobile",
  recipe: {
    "file": "{N}.dart",
    "steps": [
      { "name": "run", "argv": ["dart", "run", "--enable-asserts", "{file}"] }
    ]
  },
  pass: {"kind": "exit", "compileFailure": "^\\S*\\.dart:\\d+:\\d+: Error: "},
  timeoutMs: 30000,
  tools: [{"name": "dart", "candidates": ["dart"], "versionArgs": ["--version"]}],
  runtimes: ["native"],
  broken: "  throw '__wrong__';",
  official: extractDart,
  defaults: {
    "fenceTags": ["dart"],
    "lineComments": ["//"],
    "blocks": "braces",
    "definition": "^[^\\S\\n]*(?:[\\w<>\\[\\],?]+[^\\S\\n]+)*{name}[^\\S\\n]*\\([^;{}]*\\)[^\\S\\n]*(?:async[^\\S\\n]*)?(?:\\{|$)",
    "preamble": "^import\\s+.*$"
  },
};
