import type { Language } from './language.ts';
import { extractJava } from '../extract/official/java.ts';

/** Java: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Java: Language = {
  name: "Java",
  id: "java",
  leaderboardKey: "Java",
  extension: "java",
  paradigm: "object-oriented",
  scenario: "backend",
  recipe: {
    "file": "{N}.java",
    "steps": [
      { "name": "run", "argv": ["java", "-ea", "{file}"] }
    ]
  },
  pass: {"kind": "exit", "compileFailure": "^error: compilation failed$"},
  timeoutMs: 30000,
  tools: [{"name": "java", "candidates": ["java"], "versionArgs": ["-version"]}],
  // The test is a class whose last method is the main: every McEval test of every kind ends with main's
  // closing brace and then the class's, each on its own line. The statement goes before main's.
  testsEnd: "System.out.println(\"{witness}\");",
  testsEndBefore: "^(?=[^\\S\\n]*\\}[^\\S\\n]*\\n\\s*\\}\\s*$(?![\\s\\S]))",
  runtimes: ["native"],
  broken: "        throw new RuntimeException(\"__wrong__\");",
  official: extractJava,
  defaults: {
    "fenceTags": ["java"],
    "lineComments": ["//"],
    "blocks": "braces",
    "definition": "^[^\\S\\n]*(?:(?:public|private|protected|static|final|synchronized)[^\\S\\n]+)*[\\w<>\\[\\],?. ]+[^\\S\\n]+{name}[^\\S\\n]*\\([^;{}]*\\)[^\\S\\n]*(?:throws[^{\\n]*)?(?:\\{|$)",
    "preamble": "^(?:import\\s+[\\w.*]+;|(?:public\\s+)?class\\s+\\w+.*\\{)\\s*$"
  },
};
