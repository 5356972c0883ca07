import type { Language } from './language.ts';
import { extractKotlin } from '../extract/official/kotlin.ts';

/** Kotlin: official recipe and pass rule from shared/research/official-harness.md §7. */
export const Kotlin: Language = {
  name: "Kotlin",
  id: "kotlin",
  leaderboardKey: "Kotlin",
  extension: "kts",
  paradigm: "object-oriented",
  scenario: "mobile",
  recipe: {
    "file": "{N}.kts",
    "steps": [
      { "name": "run", "argv": ["kotlinc", "-script", "{file}"] }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 60000,
  tools: [{"name": "kotlinc", "candidates": ["kotlinc"], "versionArgs": ["-version"]}],
  runtimes: ["native"],
  uncheckedTests: { "Kotlin/1": "its test defines main() and never calls it (a .kts script does not run main)" },
  broken: "    throw Exception(\"__wrong__\")",
  official: extractKotlin,
  defaults: {
    "fenceTags": ["kotlin", "kt", "kts"],
    "lineComments": ["//"],
    "blocks": "braces",
    "definition": "^[^\\S\\n]*(?:(?:private|public|internal)[^\\S\\n]+)?fun[^\\S\\n]+(?:<[^>]*>[^\\S\\n]*)?{name}[^\\S\\n]*\\(",
    "preamble": "^import\\s+.*$"
  },
};
