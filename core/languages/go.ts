import type { Language } from './language.ts';
import { extractGo } from '../extract/official/go.ts';

/** Go: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Go: Language = {
  name: "Go",
  id: "go",
  leaderboardKey: "Go",
  extension: "go",
  paradigm: "procedural",
  scenario: "backend",
  recipe: {
    // The official harness runs `go test` in a shared module folder with testify vendored. Here testify
    // comes from Debian's GOPATH tree (/usr/share/gocode, module mode off: nothing is fetched), and a
    // build cache warmed once per host is copied into each run, so a task compiles only its own file.
    "file": "{N}_test.go",
    "steps": [
      {
        "name": "run",
        "argv": ["go", "test", "{file}"],
        "env": {
          "GO111MODULE": "off",
          "GOPATH": "/usr/share/gocode",
          "GOCACHE": "{tmp}/gocache",
          "GOFLAGS": "",
          "GOPROXY": "off",
          "GOTOOLCHAIN": "local"
        }
      }
    ],
    "prebuilt": {
      "key": "go-testify-cache",
      "files": [
        { "path": "warm_test.go", "text": "package main\n\nimport (\n\t\"testing\"\n\n\t\"github.com/stretchr/testify/assert\"\n\t\"github.com/stretchr/testify/require\"\n)\n\nfunc TestWarm(t *testing.T) {\n\tassert.Equal(t, 1, 1)\n\trequire.True(t, true)\n}\n" }
      ],
      "steps": [
        { "argv": ["go", "test", "warm_test.go"], "env": { "GO111MODULE": "off", "GOPATH": "/usr/share/gocode", "GOCACHE": "{out}/gocache", "GOFLAGS": "", "GOPROXY": "off", "GOTOOLCHAIN": "local" }, "timeoutMs": 600000 }
      ],
      "copy": ["gocache"]
    }
  },
  pass: {"kind": "exit", "forbidAll": [{"stream": "stderr", "text": "assert()"}, {"stream": "stderr", "text": "failed"}], "compileFailure": "^FAIL\\t\\S+ \\[(?:build|setup) failed\\]$"},
  timeoutMs: 60000,
  tools: [{"name": "go", "candidates": ["go"], "versionArgs": ["version"]}],
  runtimes: ["yaegi", "native"],
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
