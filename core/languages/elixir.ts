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
  // ExUnit runs the suite at exit (ExUnit.start's autorun), after every top-level statement: the line is
  // then printed when the suite has run to its end (after_suite), so a halt inside a test stops it too.
  // A script that never started ExUnit prints it at once.
  testsEnd: "(fn line -> if Application.get_env(:ex_unit, :autorun) == false, do: ExUnit.after_suite(fn _ -> IO.puts(line) end), else: IO.puts(line) end).(\"{witness}\")",
  runtimes: ["native"],
  knownDatasetBugs: Object.fromEntries(
    ["50-0-span", "50-1-span", "50-0-light-span"].map((id) => [`Elixir/${id}`, "its test uses ExUnit.Case without ExUnit.start(), which Elixir refuses at compile time"]),
  ),
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
