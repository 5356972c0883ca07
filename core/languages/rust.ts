import type { Language } from './language.ts';
import { extractRust } from '../extract/official/rust.ts';

/** Rust: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Rust: Language = {
  name: "Rust",
  id: "rust",
  leaderboardKey: "Rust",
  extension: "rs",
  paradigm: "multi-paradigm",
  scenario: "systems",
  recipe: {
    // The official harness runs `cargo test` in one shared project and rebuilds rand/regex/md5 for every
    // task. Here the crates are built once (Debian's sources) and each task is compiled with
    // `rustc --test` against them: the same test harness and exit status, without the rebuild.
    "file": "src/main.rs",
    "steps": [
      {
        "name": "compile",
        "argv": ["rustc", "--edition", "2021", "--test", "{file}", "-o", "main_test", "-L", "{deps}/debug/deps", "--extern", "rand", "--extern", "regex", "--extern", "md5"]
      },
      { "name": "run", "argv": ["./main_test"] }
    ],
    "prebuilt": {
      "key": "rust-crates",
      "files": [
        { "path": "Cargo.toml", "text": "[package]\nname = \"mceval-deps\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nrand = \"0.8\"\nregex = \"1\"\nmd5 = \"0.7\"\n" },
        { "path": "src/lib.rs", "text": "" },
        { "path": ".cargo/config.toml", "text": "[source.crates-io]\nreplace-with = \"debian\"\n\n[source.debian]\ndirectory = \"/usr/share/cargo/registry\"\n" }
      ],
      "steps": [
        { "argv": ["cargo", "build", "--offline", "--quiet"], "env": { "CARGO_TARGET_DIR": "{out}", "CARGO_HOME": "{out}/.cargo-home" }, "timeoutMs": 600000 }
      ]
    }
  },
  pass: {"kind": "exit"},
  timeoutMs: 120000,
  // Debian's rustc-web first: the crates must be built by the very compiler that links the tasks, and a
  // rustup proxy earlier in PATH needs a HOME that the sandbox does not have.
  tools: [{"name": "rustc", "candidates": ["/usr/bin/rustc", "rustc"], "versionArgs": ["--version"]}, {"name": "cargo", "candidates": ["/usr/bin/cargo", "cargo"], "versionArgs": ["--version"]}],
  // libtest prints its summary after the last test: a test that calls process::exit(0) ends the binary
  // with status 0 and no summary.
  testsEndLine: "test result: ok.",
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
