import type { Language } from './language.ts';
import { extractGroovy } from '../extract/official/groovy.ts';

/** Groovy: official recipe and pass rule from shared/research/official-harness.md §7. */
export const Groovy: Language = {
  name: "Groovy",
  id: "groovy",
  leaderboardKey: "Groovy",
  extension: "groovy",
  paradigm: "object-oriented",
  scenario: "scripting",
  recipe: {
    "file": "{N}.groovy",
    "steps": [
      { "name": "run", "argv": ["groovy", "{file}"] }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 60000,
  tools: [{"name": "groovy", "candidates": ["groovy"], "versionArgs": ["--version"]}],
  runtimes: ["native"],
  broken: "    throw new RuntimeException(\"__wrong__\")",
  official: extractGroovy,
  defaults: {
    "fenceTags": ["groovy"],
    "lineComments": ["//"],
    "blocks": "braces",
    "definition": "^[^\\S\\n]*(?:(?:public|private|static|def)[^\\S\\n]+)*[\\w<>\\[\\],]*[^\\S\\n]*{name}[^\\S\\n]*\\([^;{}]*\\)[^\\S\\n]*(?:\\{|$)",
    "preamble": "^import\\s+.*$"
  },
};
