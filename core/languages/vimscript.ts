import type { Language } from './language.ts';
import { extractVimScript } from '../extract/official/vimscript.ts';

/**
 * VimScript: official recipe and pass rule from docs/harness/official-rules.md#vimscript.
 *
 * Paper mode runs vim as the official harness does, in normal mode: an error (an unknown function, an
 * unparsable line) is printed and the script goes on to the test's `exit(0)`, so the run passes.
 * `--not-a-term` only drops the 2 s wait vim makes when its output is not a terminal, and the two
 * warning lines it then prints first on stderr (85 bytes, which the official 2 KB cut also counts);
 * exit status and `failed` matched with and without it on all 50 canonical and broken programs.
 * The default mode adds `-es` (silent Ex mode), where any error makes vim exit 1 even after the
 * test's `exit(0)`, so an answer that never defines the function fails.
 */
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
      {
        "name": "run",
        "argv": ["vim", "-u", "NONE", "-i", "NONE", "-n", "-N", "-es", "--cmd", "source {file}"],
        "paperArgv": ["vim", "-u", "NONE", "-i", "NONE", "-n", "-N", "--not-a-term", "--cmd", "source {file}"]
      }
    ]
  },
  pass: {"kind": "exit", "forbid": [{"stream": "stderr", "text": "failed"}]},
  timeoutMs: 20000,
  tools: [{"name": "vim", "candidates": ["vim"], "versionArgs": ["--version"]}],
  runtimes: ["vim-wasm", "native"],
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
