import type { Language } from './language.ts';
import { extractShell } from '../extract/official/shell.ts';

/** Shell: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Shell: Language = {
  name: "Shell",
  id: "shell",
  leaderboardKey: "Shell",
  extension: "sh",
  paradigm: "procedural",
  scenario: "scripting",
  recipe: {
    "file": "{N}.sh",
    "steps": [
      { "name": "run", "argv": ["bash", "{file}"] }
    ]
  },
  pass: {"kind": "exit", "paperTimeoutPasses": true},
  timeoutMs: 20000,
  tools: [{"name": "bash", "candidates": ["bash"], "versionArgs": ["--version"]}],
  testsEnd: "mcjudge_status=$?; echo '{witness}'; exit $mcjudge_status",
  runtimes: ["rust-bash", "native"],
  broken: "  echo '__wrong__'",
  official: extractShell,
  defaults: {
    "fenceTags": ["bash", "sh", "shell", "zsh"],
    "lineComments": ["#"],
    "blocks": "braces",
    "entryLine": "^exit(?:\\s+0)?\\s*(?:;\\s*)?(?:#.*)?$",
    "definition": "^[^\\S\\n]*(?:function[^\\S\\n]+)?{name}[^\\S\\n]*(?:\\(\\)|[^\\S\\n]*\\{)"
  },
};
