import type { Language } from './language.ts';
import { extractSwift } from '../extract/official/swift.ts';

/** Swift: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Swift: Language = {
  name: "Swift",
  id: "swift",
  leaderboardKey: "Swift",
  extension: "swift",
  paradigm: "multi-paradigm",
  scenario: "mobile",
  recipe: {
    "file": "{N}.swift",
    "steps": [
      { "name": "run", "argv": ["swift", "{file}"] }
    ]
  },
  pass: {"kind": "exit", "compileFailure": "^\\S*\\.swift:\\d+:\\d+: error: "},
  timeoutMs: 60000,
  tools: [{"name": "swift", "candidates": ["swift"], "versionArgs": ["--version"]}],
  runtimes: ["native"],
  broken: "    fatalError(\"__wrong__\")",
  official: extractSwift,
  defaults: {
    "fenceTags": ["swift"],
    "lineComments": ["//"],
    "blocks": "braces",
    "definition": "^[^\\S\\n]*(?:(?:private|public|static)[^\\S\\n]+)*func[^\\S\\n]+{name}\\b",
    "preamble": "^import\\s+\\w+\\s*$"
  },
};
