import type { Language } from './language.ts';
import { extractPowerShell } from '../extract/official/powershell.ts';

/** PowerShell: official recipe and pass rule from shared/research/official-harness.md §7. */
export const Powershell: Language = {
  name: "PowerShell",
  id: "powershell",
  leaderboardKey: "Power",
  extension: "ps1",
  paradigm: "multi-paradigm",
  scenario: "scripting",
  recipe: {
    "file": "{N}.ps1",
    "steps": [
      { "name": "run", "argv": ["pwsh", "-NoProfile", "-File", "{file}"] }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 30000,
  tools: [{"name": "pwsh", "candidates": ["pwsh"], "versionArgs": ["--version"]}],
  runtimes: ["native"],
  broken: "    return -987654321",
  official: extractPowerShell,
  defaults: {
    "fenceTags": ["powershell", "ps1", "pwsh", "ps"],
    "lineComments": ["#"],
    "blocks": "braces",
    "definition": "^[^\\S\\n]*function[^\\S\\n]+{name}\\b"
  },
};
