import type { Language } from './language.ts';
import { extractFSharp } from '../extract/official/f-sharp.ts';
import { dotnetRecipe } from './dotnet.ts';

const PROJECT = {
  path: "MyFsharpApp.fsproj",
  text: "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <OutputType>Exe</OutputType>\n    <TargetFramework>net8.0</TargetFramework>\n  </PropertyGroup>\n  <ItemGroup>\n    <Compile Include=\"Program.fs\" />\n  </ItemGroup>\n</Project>\n",
};
/** `dotnet run` semantics, compiled by fsc with MSBuild's command line (see dotnet.ts). */
const DOTNET = dotnetRecipe({ key: 'dotnet-f-sharp', project: PROJECT, file: 'Program.fs', placeholder: '[<EntryPoint>]\nlet main _ = 0\n', compiler: 'FSharp/fsc.dll' });

/** F#: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const FSharp: Language = {
  name: "F#",
  id: "f-sharp",
  leaderboardKey: "F#",
  extension: "fs",
  paradigm: "functional",
  scenario: "desktop",
  recipe: {
    "file": "Program.fs",
    "steps": DOTNET.steps,
    "prebuilt": DOTNET.prebuilt,
    "projectFiles": [PROJECT],
  },
  pass: {"kind": "exit"},
  timeoutMs: 60000,
  tools: [{"name": "dotnet", "candidates": ["dotnet"], "versionArgs": ["--version"]}],
  runtimes: ["native"],
  broken: "    failwith \"__wrong__\"",
  // Every test ends with a top-level call of its checks: the witness follows it, at the top level.
  testsEnd: "System.Console.WriteLine(\"{witness}\")",
  official: extractFSharp,
  defaults: {
    "fenceTags": ["fsharp", "f#", "fs"],
    "lineComments": ["//"],
    "blockComments": [{ "open": "^\\s*\\(\\*(?!\\))", "close": "*)" }],
    "blocks": "indent",
    "definition": "^[^\\S\\n]*let[^\\S\\n]+(?:rec[^\\S\\n]+)?{name}\\b",
    "preamble": "^open\\s+[\\w.]+\\s*$",
    "entryLine": "^(?:exit(?:\\s+0|\\s*\\(\\s*0\\s*\\))|(?:System\\.)?Environment\\.Exit\\s*\\(\\s*0\\s*\\))\\s*(?://.*)?$"
  },
};
