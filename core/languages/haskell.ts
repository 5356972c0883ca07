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
          { "name": "compile", "argv": ["ghc", "-dynamic", "{file}"], "env": { "GHCRTS": "-A64m" } },
          { "name": "run", "argv": ["./{stem}"] }
        ]
      }
    ]
  },
  pass: {"kind": "exit", "forbid": [{"stream": "stdout", "text": "fail", "ignoreCase": true}]},
  timeoutMs: 60000,
  tools: [{"name": "ghc", "candidates": ["ghc"], "versionArgs": ["--version"]}],
  runtimes: ["native"],
  broken: "  error \"__wrong__\"",
  official: extractHaskell,
  defaults: {
    "fenceTags": ["haskell", "hs"],
    "lineComments": ["--"],
    "blocks": "equations",
    "definition": "^{name}[^\\S\\n]*::",
    "preamble": "^(?:module\\s+\\w+.*|import\\s+.*)$"
  },
};
