import type { Language } from './language.ts';
import { extractVisualBasic } from '../extract/official/visual-basic.ts';

/** Visual Basic: official recipe and pass rule from shared/research/official-harness.md §7. */
export const VisualBasic: Language = {
  name: "Visual Basic",
  id: "visual-basic",
  leaderboardKey: "VB",
  extension: "vb",
  paradigm: "object-oriented",
  scenario: "desktop",
  recipe: {
    "file": "Program.vb",
    "steps": [
      { "name": "run", "argv": ["dotnet", "run", "--project", "."] }
    ],
    "projectFiles": [
      {
        "path": "APP.vbproj",
        "text": "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <OutputType>Exe</OutputType>\n    <RootNamespace>APP</RootNamespace>\n    <TargetFramework>net8.0</TargetFramework>\n  </PropertyGroup>\n</Project>\n"
      }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 60000,
  tools: [{"name": "dotnet", "candidates": ["dotnet"], "versionArgs": ["--version"]}],
  runtimes: ["native"],
  broken: "        Throw New Exception(\"__wrong__\")",
  official: extractVisualBasic,
  defaults: {
    "fenceTags": ["vb", "vbnet", "vb.net", "visualbasic"],
    "lineComments": ["'"],
    "blocks": "none",
    "definition": "^[^\\S\\n]*(?:(?:Public|Private|Shared)[^\\S\\n]+)*Function[^\\S\\n]+{name}\\b",
    "preamble": "^Imports\\s+.*$"
  },
};
