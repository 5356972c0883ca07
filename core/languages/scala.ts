import type { Language } from './language.ts';
import { extractScala } from '../extract/official/scala.ts';

/** Scala: official recipe and pass rule from shared/research/official-harness.md §7. */
export const Scala: Language = {
  name: "Scala",
  id: "scala",
  leaderboardKey: "Scala",
  extension: "scala",
  paradigm: "multi-paradigm",
  scenario: "backend",
  recipe: {
    "file": "{N}.scala",
    "steps": [
      { "name": "run", "argv": ["scala", "-explain", "{file}"] }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 60000,
  tools: [{"name": "scala", "candidates": ["scala"], "versionArgs": ["-version"]}],
  runtimes: ["native"],
  broken: "    throw new RuntimeException(\"__wrong__\")",
  official: extractScala,
  defaults: {
    "fenceTags": ["scala"],
    "lineComments": ["//"],
    "blocks": "braces",
    "definition": "^[^\\S\\n]*(?:(?:private|override)[^\\S\\n]+)?def[^\\S\\n]+{name}\\b",
    "preamble": "^import\\s+.*$"
  },
};
