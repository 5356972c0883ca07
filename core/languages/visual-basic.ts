import type { Language } from './language.ts';
import { extractVisualBasic } from '../extract/official/visual-basic.ts';
import { dotnetRecipe } from './dotnet.ts';

const PROJECT = {
  path: "APP.vbproj",
  text: "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <OutputType>Exe</OutputType>\n    <RootNamespace>APP</RootNamespace>\n    <TargetFramework>net8.0</TargetFramework>\n  </PropertyGroup>\n</Project>\n",
};
/** `dotnet run` semantics, compiled by vbc with MSBuild's command line (see dotnet.ts). */
const DOTNET = dotnetRecipe({ key: 'dotnet-visual-basic', project: PROJECT, file: 'Program.vb', placeholder: 'Module Program\n    Sub Main()\n    End Sub\nEnd Module\n', compiler: 'Roslyn/bincore/vbc.dll' });

/** Visual Basic: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const VisualBasic: Language = {
  name: "Visual Basic",
  id: "visual-basic",
  leaderboardKey: "VB",
  extension: "vb",
  paradigm: "object-oriented",
  scenario: "desktop",
  recipe: {
    "file": "Program.vb",
    "steps": DOTNET.steps,
    "prebuilt": DOTNET.prebuilt,
    "projectFiles": [PROJECT],
  },
  pass: {"kind": "exit"},
  timeoutMs: 60000,
  tools: [{"name": "dotnet", "candidates": ["dotnet"], "versionArgs": ["--version"]}],
  runtimes: ["native"],
  // Every test has its `Sub Main` (the last Sub in all but VB/27's and /29's tests): the line goes
  // before the first `End Sub` after it.
  testsEnd: "System.Console.WriteLine(\"{witness}\")",
  testsEndBefore: "(?<=^[^\\S\\n]*(?:(?:Public|Private|Shared)[^\\S\\n]+)*Sub[^\\S\\n]+Main\\b(?:(?!^[^\\S\\n]*End[^\\S\\n]+Sub\\b)[\\s\\S])*)^(?=[^\\S\\n]*End[^\\S\\n]+Sub\\b)",
  broken: "        Throw New Exception(\"__wrong__\")",
  official: extractVisualBasic,
  defaults: {
    "fenceTags": ["vb", "vbnet", "vb.net", "visualbasic"],
    "lineComments": ["'"],
    "blocks": "end-statement",
    "definition": "^[^\\S\\n]*(?:(?:Public|Private|Friend|Shared|Static|Overloads)[^\\S\\n]+)*(?:Function|Sub)[^\\S\\n]+{name}\\b",
    "preamble": "^Imports\\s+.*$",
    "closedByTest": { "open": "^[^\\S\\n]*(?:(?:Public|Friend)[^\\S\\n]+)?Module[^\\S\\n]+\\w+[^\\S\\n]*$", "close": "^[^\\S\\n]*End[^\\S\\n]+Module\\b" }
  },
};
