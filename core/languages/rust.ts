import type { Language } from './language.ts';
import { extractRust } from '../extract/official/rust.ts';

/** Rust: official recipe and pass rule from shared/research/official-harness.md §7. */
export const Rust: Language = {
  name: "Rust",
  id: "rust",
  leaderboardKey: "Rust",
  extension: "rs",
  paradigm: "multi-paradigm",
  scenario: "systems",
  recipe: {
    "file": "src/main.rs",
    "steps": [
      {
        "name": "run",
        "argv": ["cargo", "test", "--offline", "--quiet"],
        "env": {
          "CARGO_TARGET_DIR": "{tmp}/target"
        }
      }
    ],
    "projectFiles": [
      {
        "path": "Cargo.toml",
        "text": "[package]\nname = \"mceval\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nrand = \"0.8\"\nregex = \"1\"\nmd5 = \"0.7\"\n"
      }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 120000,
  tools: [{"name": "cargo", "candidates": ["cargo"], "versionArgs": ["--version"]}],
  runtimes: ["native"],
  broken: "    panic!(\"__wrong__\")",
  official: extractRust,
  defaults: {
    "fenceTags": ["rust", "rs"],
    "lineComments": ["//"],
    "blocks": "braces",
    "definition": "^[^\\S\\n]*(?:pub[^\\S\\n]+)?fn[^\\S\\n]+{name}\\b",
    "preamble": "^use\\s+.*;\\s*$"
  },
};
