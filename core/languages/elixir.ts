import type { Language } from './language.ts';
import { extractElixir } from '../extract/official/elixir.ts';

/** Elixir: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const Elixir: Language = {
  name: "Elixir",
  id: "elixir",
  leaderboardKey: "Elixir",
  extension: "exs",
  paradigm: "functional",
  scenario: "backend",
  recipe: {
    "file": "{N}.exs",
    "steps": [
      { "name": "run", "argv": ["elixir", "{file}"] }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 30000,
  tools: [{"name": "elixir", "candidates": ["elixir"], "versionArgs": ["--version"]}],
  testsEnd: "IO.puts(\"{witness}\")",
  runtimes: ["native"],
  broken: "    :__wrong__",
  official: extractElixir,
  defaults: {
    "fenceTags": ["elixir", "ex", "exs"],
    "lineComments": ["#"],
    "blocks": "end-keyword",
    "entryLine": "^System\\.(?:halt|stop)\\(\\s*(?:0\\s*)?\\)\\s*(?:#.*)?$",
    "definition": "^[^\\S\\n]*defp?[^\\S\\n]+{name}(?![\\w?!])",
    "preamble": "^defmodule\\s+\\S+\\s+do\\s*$",
    "wrapper": { "open": "^defmodule\\s+\\S+\\s+do\\s*$", "close": "end" }
  },
};
