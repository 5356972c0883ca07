import type { Language } from './language.ts';
import { extractKotlin } from '../extract/official/kotlin.ts';

/** Kotlin: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
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
  pass: {"kind": "exit", "compileFailure": "^\\S*\\.kts:\\d+:\\d+: error: "},
  timeoutMs: 60000,
  tools: [{"name": "kotlinc", "candidates": ["kotlinc"], "versionArgs": ["-version"]}],
  testsEnd: "println(\"{witness}\")",
  runtimes: ["native"],
  uncheckedTests: { "Kotlin/1": "its test defines main() and never calls it (a .kts script does not run main)" },
  versionGaps: [
    {
      toolVersion: "kotlinc-jvm 1\\.3",
      tasks: {
        "Kotlin/13": "String.uppercase() is Kotlin 1.5+",
        "Kotlin/19": "a trailing comma in a parameter list is Kotlin 1.4+",
        "Kotlin/25": "maxOf { } on collections is Kotlin 1.4+",
        "Kotlin/26": "`private` on a script-level function is accepted from Kotlin 1.4",
        "Kotlin/30": "sumOf is Kotlin 1.4+",
        "Kotlin/36": "maxOrNull is Kotlin 1.4+",
        "Kotlin/39": "kotlin.collections.ArrayDeque is Kotlin 1.4+",
        "Kotlin/40": "maxByOrNull is Kotlin 1.4+",
      },
    },
  ],
  broken: "    throw Exception(\"__wrong__\")",
  official: extractKotlin,
  defaults: {
    "fenceTags": ["kotlin", "kt", "kts"],
    "lineComments": ["//"],
    "blocks": "braces",
    "entryLine": "^(?:(?:kotlin\\.system\\.)?exitProcess|System\\.exit)\\(\\s*0\\s*\\)\\s*(?:;\\s*)?(?://.*)?$",
    "definition": "^[^\\S\\n]*(?:(?:private|public|internal)[^\\S\\n]+)?fun[^\\S\\n]+(?:<[^>]*>[^\\S\\n]*)?{name}[^\\S\\n]*\\(",
    "preamble": "^import\\s+.*$"
  },
};
