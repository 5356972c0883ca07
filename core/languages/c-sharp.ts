import type { Language } from './language.ts';
import { extractCSharp } from '../extract/official/c-sharp.ts';

/** C#: official recipe and pass rule from shared/research/official-harness.md §7. */
export const CSharp: Language = {
  name: "C#",
  id: "c-sharp",
  leaderboardKey: "C#",
  extension: "cs",
  paradigm: "object-oriented",
  scenario: "desktop",
  recipe: {
    "file": "Program.cs",
    "steps": [
      { "name": "run", "argv": ["dotnet", "run", "--project", "."] }
    ],
    "projectFiles": [
      {
        "path": "MyConsoleApp.csproj",
        "text": "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <OutputType>Exe</OutputType>\n    <TargetFramework>net8.0</TargetFramework>\n    <Nullable>disable</Nullable>\n  </PropertyGroup>\n</Project>\n"
      }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 60000,
  tools: [{"name": "dotnet", "candidates": ["dotnet"], "versionArgs": ["--version"]}],
  runtimes: ["native"],
  broken: "        throw new System.Exception(\"__wrong__\");",
  official: extractCSharp,
  defaults: {
    "fenceTags": ["csharp", "cs", "c#"],
    "lineComments": ["//"],
    "blocks": "braces",
    "definition": "^[^\\S\\n]*(?:(?:public|private|protected|internal|static|async|override|virtual)[^\\S\\n]+)*[\\w<>\\[\\],\\.?]+[^\\S\\n]+{name}[^\\S\\n]*\\(",
    "preamble": "^using\\s+[\\w.]+;.*$"
  },
};
