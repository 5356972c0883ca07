import type { Language } from './language.ts';
import { extractAwk } from '../extract/official/awk.ts';

/** AWK: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Awk: Language = {
  name: "AWK",
  id: "awk",
  leaderboardKey: "AWK",
  extension: "sh",
  paradigm: "procedural",
  scenario: "scripting",
  recipe: {
    "file": "{N}.sh",
    "steps": [
      { "name": "expected", "argv": ["sh", "-c", "{canonical}"] },
      { "name": "run", "argv": ["sh", "-c", "{answer}"], "paperCwd": "answer" }
    ],
    "assets": { "reference": "AWK", "path": "data/AWK", "paper": true }
  },
  pass: {"kind": "awk"},
  timeoutMs: 15000,
  tools: [{"name": "sh", "candidates": ["/bin/sh", "sh"], "versionArgs": []}, {"name": "awk", "candidates": ["gawk", "awk"], "versionArgs": ["--version"]}],
  runtimes: ["rust-bash", "native"],
  broken: "echo __wrong__",
  official: extractAwk,
  defaults: {
    "fenceTags": ["awk", "bash", "sh", "shell", ""],
    "lineComments": ["#"],
    "blocks": "none",
    "wholeAnswer": true
  },
};
