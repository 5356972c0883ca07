import type { Language } from './language.ts';
import { extractGo } from '../extract/official/go.ts';
import { GO_DIRECT_SOURCE, GO_WARM_TEST } from './go-test-direct.ts';

/** go test's environment: testify from Debian's GOPATH tree, module mode off, nothing fetched, this cache. */
const GO_ENV = (cache: string): Record<string, string> => ({ GO111MODULE: 'off', GOPATH: '/usr/share/gocode', GOCACHE: cache, GOFLAGS: '', GOPROXY: 'off', GOTOOLCHAIN: 'local' });

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
    // build cache warmed once per host is copied into the run before go test runs, so a task compiles
    // only its own file. The shortcut reads that cache where it is ({deps}), and needs no copy.
    "file": "{N}_test.go",
    "steps": [
      {
        "name": "run",
        "argv": ["go", "test", "{file}"],
        "env": GO_ENV("{tmp}/gocache"),
        "shortcut": {
          "argv": ["{deps}/mcj-go-test", "{deps}", "{file}"],
          "when": "^package[ \\t]+\\w+",
          // go test's line for a pass: its time is the test binary's run.
          "stdout": "ok  \\tcommand-line-arguments\\t\\d+\\.\\d{3}s\\n",
          "note": "mcj-go-test (go-test-direct.ts) runs go test's own compile, vet, generated test main and link with go test's flags and the compiled packages and vet facts go test itself used for the warm file, then the test binary as go test runs it, without the go command's package loading and staleness checks: about half a program's CPU. It takes only a plain test file (tests only, imports from GO_DIRECT_IMPORTS, no build constraint or directive) and only a pass, which it reports with go test's own ok line; anything else goes to the real go test (server/native/go-direct.test.ts; docs/server.md#go-go-test-without-the-go-command)"
        }
      }
    ],
    "prebuilt": {
      "key": "go-testify-cache",
      "files": [
        { "path": "warm_test.go", "text": GO_WARM_TEST },
        { "path": "mcj-go-test.go", "text": GO_DIRECT_SOURCE }
      ],
      "steps": [
        // mcj-go-test itself (only the standard library), in a cache of its own that runs never copy.
        { "argv": ["go", "build", "-o", "{out}/mcj-go-test", "mcj-go-test.go"], "env": GO_ENV("{out}/build-cache"), "timeoutMs": 600000 },
        // go test on the warm file fills the cache; mcj-go-test records the paths it used.
        { "argv": ["{out}/mcj-go-test", "setup", "warm_test.go", "{out}/mcj-go-test.json"], "env": GO_ENV("{out}/gocache"), "timeoutMs": 600000 }
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
