import type { Language } from './language.ts';
import { extractTypeScript } from '../extract/official/js-family.ts';

/** TypeScript: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Typescript: Language = {
  name: "TypeScript",
  id: "typescript",
  leaderboardKey: "TS",
  extension: "ts",
  paradigm: "multi-paradigm",
  scenario: "frontend",
  recipe: {
    "file": "{N}.ts",
    "steps": [
      { "name": "compile", "argv": ["tsc", "--lib", "es2015,dom", "{file}"], "ignoreFailure": true },
      { "name": "run", "argv": ["node", "{stem}.js"] }
    ]
  },
  pass: {"kind": "exit", "forbid": [{"stream": "stderr", "text": "failed"}]},
  timeoutMs: 30000,
  tools: [{"name": "tsc", "candidates": ["tsc"], "versionArgs": ["--version"]}, {"name": "node", "candidates": ["node"], "versionArgs": ["--version"]}],
  testsEnd: "console.log(\"{witness}\");",
  runtimes: ["typescript-js", "native"],
  broken: "    return -987654321 as any;",
  official: extractTypeScript,
  defaults: {
    "fenceTags": ["typescript", "ts", "tsx"],
    "lineComments": ["//"],
    "blocks": "braces",
    "entryLine": "^process\\.exit\\(\\s*(?:0\\s*)?\\)\\s*(?:;\\s*)?(?://.*)?$",
    "entryBlock": "^if\\s*\\(\\s*(?:require\\.main\\s*===?\\s*module|module\\s*===?\\s*require\\.main)\\s*\\)",
    "definition": "^[^\\S\\n]*(?:export[^\\S\\n]+)?(?:(?:async[^\\S\\n]+)?function\\*?[^\\S\\n]+{name}\\b|(?:const|let|var)[^\\S\\n]+{name}\\b[^=\\n]*=)",
    "preamble": "^import\\s+.*$"
  },
};
