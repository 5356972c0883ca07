import type { Language } from './language.ts';
import { extractErlang } from '../extract/official/erlang.ts';

/** Erlang: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Erlang: Language = {
  name: "Erlang",
  id: "erlang",
  leaderboardKey: "Erlang",
  extension: "erl",
  paradigm: "functional",
  scenario: "backend",
  recipe: {
    "file": "{module}.erl",
    "steps": [
      { "name": "compile", "argv": ["erlc", "{file}"] },
      { "name": "run", "argv": ["erl", "-noshell", "-s", "{module}", "test", "-s", "init", "stop"] }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 30000,
  tools: [{"name": "erlc", "candidates": ["erlc"], "versionArgs": []}, {"name": "erl", "candidates": ["erl"], "versionArgs": ["-noshell", "-eval", "io:format(\"~s~n\",[erlang:system_info(otp_release)]),halt()."]}],
  runtimes: ["native"],
  broken: "    '__wrong__'.",
  official: extractErlang,
  defaults: {
    "fenceTags": ["erlang", "erl"],
    "lineComments": ["%"],
    "blocks": "none",
    "definition": "^[^\\S\\n]*{name}\\(",
    "preamble": "^-(?:module|export|import)\\(.*$",
    "preambleOverride": "^-(?:module|export)\\(.*$"
  },
};
