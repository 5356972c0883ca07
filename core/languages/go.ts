import type { Language } from './language.ts';
import { extractGo } from '../extract/official/go.ts';

/** Go: official recipe and pass rule from shared/research/official-harness.md §7. */
export const Go: Language = {
  name: "Go",
  id: "go",
  leaderboardKey: "Go",
  extension: "go",
  paradigm: "procedural",
  scenario: "backend",
  recipe: {
    "file": "{N}_test.go",
    "steps": [
      {
        "name": "run",
        "argv": ["go", "test", "{file}"],
        "env": {
          "GOFLAGS": "-mod=vendor",
          "GOPROXY": "off",
          "GOCACHE": "{tmp}/gocache",
          "GO111MODULE": "on"
        }
      }
    ],
    "projectFiles": [
      {
        "path": "go.mod",
        "text": "module humanEval\n\ngo 1.18\n\nrequire github.com/stretchr/testify v1.8.0\n"
      }
    ]
  },
  pass: {"kind": "exit", "forbidAll": [{"stream": "stderr", "text": "assert()"}, {"stream": "stderr", "text": "failed"}]},
  timeoutMs: 60000,
  tools: [{"name": "go", "candidates": ["go"], "versionArgs": ["version"]}],
  runtimes: ["native"],
  broken: "\tpanic(\"__wrong__\")",
  official: extractGo,
  defaults: {
    "fenceTags": ["go", "golang"],
    "lineComments": ["//"],
    "blocks": "braces",
    "definition": "^func[^\\S\\n]+{name}[^\\S\\n]*\\(",
    "preamble": "^package\\s+\\w+\\s*$"
  },
};
