import type { Language } from './language.ts';
import { extractScala } from '../extract/official/scala.ts';

/** Scala: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Scala: Language = {
  name: "Scala",
  id: "scala",
  leaderboardKey: "Scala",
  extension: "scala",
  paradigm: "multi-paradigm",
  scenario: "backend",
  recipe: {
    "file": "{N}.scala",
    "steps": [
      // The official command adds `-explain` (Scala 3 only), which changes compile error messages, never a
      // verdict; without it Debian's Scala 2.11 runs the same scripts.
      { "name": "run", "argv": ["scala", "{file}"], "env": { "JAVA_OPTS": "-Duser.home={tmp}" } }
    ],
    "alternatives": [
      {
        "note": "Debian's Scala 2.11 runs a script through its compile daemon, which needs a resolvable host and a home; -nc compiles in process instead. Scala 3 syntax does not compile there.",
        "whenVersion": "version 2\\.",
        "tools": [{"name": "scala", "candidates": ["scala"], "versionArgs": ["-version"]}],
        "steps": [
          { "name": "run", "argv": ["scala", "-nc", "{file}"], "env": { "JAVA_OPTS": "-Duser.home={tmp}" } }
        ]
      }
    ]
  },
  pass: {"kind": "exit", "compileFailure": "^\\S*\\.scala:\\d+: error: |^-- (?:\\[E\\d+\\] )?[\\w ]*Error: \\S*\\.scala:\\d+:\\d+"},
  timeoutMs: 60000,
  tools: [{"name": "scala", "candidates": ["scala"], "versionArgs": ["-version"]}],
  runtimes: ["native"],
  // Where the test's main ends (391 of 414 tests: main's `}` then the object's; Scala/30 and /37 close
  // main on the line of its last statement), or before the closing brace of an `App` object whose last
  // line runs `test()` (Scala/1). The leading `;` ends a statement written on the same line.
  testsEnd: ";println(\"{witness}\")",
  testsEndBefore: "(?=\\}[^\\S\\n]*\\n\\s*\\}\\s*$(?![\\s\\S]))|(?<=^[^\\S\\n]*test\\(\\)[^\\S\\n]*\\n)(?=\\}\\s*$(?![\\s\\S]))",
  versionGaps: [
    {
      toolVersion: "version 2\\.",
      tasks: {
        "Scala/5": "ListBuffer.addAll and Set.addOne are Scala 2.13+",
        "Scala/34": "the test calls an object defined after it, which a Scala 2 script does not see",
      },
    },
  ],
  broken: "    throw new RuntimeException(\"__wrong__\")",
  official: extractScala,
  defaults: {
    "fenceTags": ["scala"],
    "lineComments": ["//"],
    "blocks": "braces",
    "definition": "^[^\\S\\n]*(?:(?:private|override)[^\\S\\n]+)?def[^\\S\\n]+{name}\\b",
    "preamble": "^(?:import\\s+.*|object\\s+\\w+.*\\{\\s*)$",
    "headDefinition": "^(?:case\\s+)?class\\s+(\\w+)"
  },
};
