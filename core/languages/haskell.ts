import type { Language } from './language.ts';
import { extractHaskell } from '../extract/official/haskell.ts';

/** Haskell: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Haskell: Language = {
  name: "Haskell",
  id: "haskell",
  leaderboardKey: "Haskell",
  extension: "hs",
  paradigm: "functional",
  scenario: "education",
  recipe: {
    "file": "{N}.hs",
    "steps": [
      { "name": "compile", "argv": ["ghc", "{file}"] },
      { "name": "run", "argv": ["./{stem}"] }
    ],
    "alternatives": [
      {
        "note": "where GHC has its shared libraries, `-dynamic` links against them instead of copying the static ones into each program: a quarter less time per program, with the same steps and verdicts on every Haskell program; only a Template Haskell module's compile progress line differs. The compiler runs with a 64 MB allocation area (GHCRTS=-A64m, read by ghc's own runtime; the program's run step does not get it): it collects garbage less often, for about a sixth less compile time and the same output (server/native/haskell-dynamic.test.ts; docs/server.md#haskell-ghc--dynamic-where-ghc-has-its-shared-libraries)",
        "whenProbe": { "args": ["--info"], "matches": "\\(\"GHC Dynamic\",\"YES\"\\)" },
        "tools": [{"name": "ghc", "candidates": ["ghc"], "versionArgs": ["--version"]}],
        "steps": [
          {
            "name": "compile", "argv": ["ghc", "-dynamic", "{file}"], "env": { "GHCRTS": "-A64m" },
            "shortcut": {
              "argv": ["ghc", "-dynamic", "-no-hs-main", "{file}", "{deps}/hs-main.o", "-o", "{stem}"],
              // Not where a pragma could set options: the link's (RTS options, -main-is) would be the file's.
              "when": "(?<![\\s\\S])(?![\\s\\S]*\\{-#\\s*OPTIONS)",
              "stdout": "\\[1 of 1\\] Compiling Main +\\( [^\\n]+\\.hs, [^\\n]+\\.o \\)\\nLinking [^\\n]+ \\.\\.\\.\\n",
              "note": "ghc links every program with a C `main` it generates and compiles each time, the same for every program built with the same options (about a tenth of a compile). `-no-hs-main` with that object, compiled once by ghc itself (the hs-main prebuilt), links the same program without it. Only a compile that prints just the progress and link lines stands (server/native/haskell-main-stub.test.ts; docs/server.md#haskell-ghc--dynamic-where-ghc-has-its-shared-libraries)"
            }
          },
          { "name": "run", "argv": ["./{stem}"] }
        ]
      }
    ],
    "prebuilt": {
      "key": "ghc-hs-main",
      "optional": true,
      "files": [{ "path": "warm.hs", "text": "main :: IO ()\nmain = return ()\n" }],
      "steps": [
        // ghc builds a program and keeps its temporary files: the object that defines C's `main` is the one it generated.
        { "argv": ["mkdir", "{out}/tmp"], "timeoutMs": 60000 },
        { "argv": ["ghc", "-dynamic", "-keep-tmp-files", "-tmpdir", "{out}/tmp", "warm.hs"], "timeoutMs": 300000 },
        { "argv": ["sh", "-c", "for o in \"$1\"/tmp/*/*.o; do if nm \"$o\" | grep -q ' T main$'; then cp \"$o\" \"$1/hs-main.o\"; fi; done; test -f \"$1/hs-main.o\" && rm -r \"$1/tmp\"", "sh", "{out}"], "timeoutMs": 60000 }
      ]
    }
  },
  pass: {"kind": "exit", "forbid": [{"stream": "stdout", "text": "fail", "ignoreCase": true}]},
  timeoutMs: 60000,
  tools: [{"name": "ghc", "candidates": ["ghc"], "versionArgs": ["--version"]}],
  runtimes: ["native"],
  broken: "  error \"__wrong__\"",
  // Every test ends `main = check f` on one line: the witness continues that expression.
  testsEnd: "  >> putStrLn \"{witness}\"",
  testsEndBefore: "(?<=^main[^\\S\\n]*=[^\\S\\n]*check\\b.*\\n?)(?![\\s\\S])",
  official: extractHaskell,
  defaults: {
    "fenceTags": ["haskell", "hs"],
    "lineComments": ["--"],
    "blocks": "equations",
    "definition": "^{name}[^\\S\\n]*::",
    "preamble": "^(?:module\\s+\\w+.*|import\\s+.*)$"
  },
};
