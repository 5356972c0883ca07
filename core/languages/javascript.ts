import type { Language } from './language.ts';
import { extractJavaScript } from '../extract/official/js-family.ts';

/** JavaScript: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Javascript: Language = {
  name: "JavaScript",
  id: "javascript",
  leaderboardKey: "JS",
  extension: "js",
  paradigm: "multi-paradigm",
  scenario: "frontend",
  recipe: {
    "file": "{N}.js",
    "steps": [
      { "name": "run", "argv": ["node", "{file}"] }
    ]
  },
  pass: {"kind": "exit", "forbid": [{"stream": "stderr", "text": "failed"}]},
  timeoutMs: 20000,
  tools: [{"name": "node", "candidates": ["node"], "versionArgs": ["--version"]}],
  testsEnd: "console.log(\"{witness}\");",
  runtimes: ["js-worker", "native"],
  broken: "    return -987654321;",
  official: extractJavaScript,
  defaults: {
    "fenceTags": ["javascript", "js", "node", "jsx"],
    "lineComments": ["//"],
    "blocks": "braces",
    "entryLine": "^process\\.exit\\(\\s*(?:0\\s*)?\\)\\s*(?:;\\s*)?(?://.*)?$",
    "entryBlock": "^if\\s*\\(\\s*(?:require\\.main\\s*===?\\s*module|module\\s*===?\\s*require\\.main)\\s*\\)",
    "definition": "^[^\\S\\n]*(?:export[^\\S\\n]+)?(?:(?:async[^\\S\\n]+)?function\\*?[^\\S\\n]+{name}\\b|(?:const|let|var)[^\\S\\n]+{name}[^\\S\\n]*=)",
    "preamble": "^(?:const|let|var)\\s+\\w+\\s*=\\s*require\\(.*$"
  },
};
