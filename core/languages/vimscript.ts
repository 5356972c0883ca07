import type { Language } from './language.ts';
import { extractVimScript } from '../extract/official/vimscript.ts';

/** VimScript: official recipe and pass rule from shared/research/official-harness.md §7. */
export const Vimscript: Language = {
  name: "VimScript",
  id: "vimscript",
  leaderboardKey: "VimL",
  extension: "vim",
  paradigm: "procedural",
  scenario: "editor",
  recipe: {
    "file": "{N}.vim",
    "steps": [
      { "name": "run", "argv": ["vim", "-u", "NONE", "-i", "NONE", "-n", "-N", "-es", "--cmd", "source {file}"] }
    ]
  },
  pass: {"kind": "exit", "forbid": [{"stream": "stderr", "text": "failed"}]},
  timeoutMs: 20000,
  tools: [{"name": "vim", "candidates": ["vim"], "versionArgs": ["--version"]}],
  runtimes: ["native"],
  uncheckedTests: {
    "VimScript/37": "its test uses `call assert_equal`, which records v:errors but never exits non-zero",
    "VimScript/41": "its test uses `call assert_equal`, which records v:errors but never exits non-zero",
  },
  broken: "  return -987654321",
  official: extractVimScript,
  defaults: {
    "fenceTags": ["vim", "vimscript", "viml"],
    "lineComments": ["\""],
    "blocks": "end-keyword",
    "definition": "^[^\\S\\n]*function!?[^\\S\\n]+(?:s:|g:)?{name}\\b"
  },
};
