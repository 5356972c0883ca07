import type { Language } from './language.ts';
import { extractPascal } from '../extract/official/pascal.ts';

/** Pascal: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Pascal: Language = {
  name: "Pascal",
  id: "pascal",
  leaderboardKey: "Pascal",
  extension: "pas",
  paradigm: "procedural",
  scenario: "education",
  recipe: {
    "file": "{N}.pas",
    "steps": [
      { "name": "compile", "argv": ["fpc", "{file}", "-MObjfpc"] },
      { "name": "run", "argv": ["./{stem}"] }
    ]
  },
  pass: {"kind": "exit", "forbid": [{"stream": "stderr", "text": "failed"}]},
  timeoutMs: 20000,
  tools: [{"name": "fpc", "candidates": ["fpc"], "versionArgs": ["-iV"]}],
  // The test is the program's main block, the last `end.` of every McEval Pascal test. The leading `;`
  // ends the statement before it, which may have none (an empty statement is valid Pascal).
  testsEnd: ";WriteLn('{witness}');",
  testsEndBefore: "^end\\.",
  runtimes: ["native"],
  broken: "begin\n  halt(1);\nend;",
  official: extractPascal,
  defaults: {
    "fenceTags": ["pascal", "delphi", "pas"],
    "lineComments": ["//"],
    "blocks": "none",
    "definition": "^[^\\S\\n]*(?:function|procedure)[^\\S\\n]+{name}\\b",
    "preamble": "^\\s*(?:\\{\\$|uses\\b)"
  },
};
