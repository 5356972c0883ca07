import type { Language } from './language.ts';
import { extractGroovy } from '../extract/official/groovy.ts';

/** Groovy: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Groovy: Language = {
  name: "Groovy",
  id: "groovy",
  leaderboardKey: "Groovy",
  extension: "groovy",
  paradigm: "object-oriented",
  scenario: "scripting",
  recipe: {
    "file": "{N}.groovy",
    "steps": [
      { "name": "run", "argv": ["groovy", "{file}"] }
    ]
  },
  pass: {"kind": "exit", "compileFailure": "^org\\.codehaus\\.groovy\\.control\\.MultipleCompilationErrorsException: startup failed:"},
  timeoutMs: 60000,
  tools: [{"name": "groovy", "candidates": ["groovy"], "versionArgs": ["--version"]}],
  testsEnd: "println \"{witness}\"",
  runtimes: ["native"],
  versionGaps: [
    {
      toolVersion: "Groovy Version: 2\\.",
      tasks: {
        "Groovy/2": "Groovy 2.4 on JDK 17 names a closure class of script 2.groovy '2$isPalindrome', which the JVM rejects",
        "Groovy/14": "do { } while is Groovy 3+",
        "Groovy/15": "do { } while is Groovy 3+",
        "Groovy/22": "list.size on a list spreads to its elements in Groovy 2.4 (size() works)",
        "Groovy/31": "list.size on a list spreads to its elements in Groovy 2.4 (size() works)",
        "Groovy/32": "list.size on a list spreads to its elements in Groovy 2.4 (size() works)",
        "Groovy/43": "list.size on a list spreads to its elements in Groovy 2.4 (size() works)",
        "Groovy/49": "list.size on a list spreads to its elements in Groovy 2.4 (size() works)",
      },
    },
  ],
  broken: "    throw new RuntimeException(\"__wrong__\")",
  official: extractGroovy,
  defaults: {
    "fenceTags": ["groovy"],
    "lineComments": ["//"],
    "blocks": "braces",
    "entryLine": "^System\\.exit\\(\\s*0\\s*\\)\\s*(?:;\\s*)?(?://.*)?$",
    "definition": "^[^\\S\\n]*(?:(?:public|private|static|def)[^\\S\\n]+)*[\\w<>\\[\\],]*[^\\S\\n]*{name}[^\\S\\n]*\\([^;{}]*\\)[^\\S\\n]*(?:\\{|$)",
    "preamble": "^(?:import\\s+.*|class\\s+\\w+.*\\{\\s*)$",
    "wrapper": { "open": "^class\\s+\\w+.*\\{\\s*$", "close": "}" }
  },
};
