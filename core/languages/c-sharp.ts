import type { Language } from './language.ts';
import { extractCSharp } from '../extract/official/c-sharp.ts';
import { dotnetRecipe } from './dotnet.ts';

/** The official project (MCEVAL/McEval data/C#/MyConsoleApp): implicit usings on, as `dotnet new console`. */
const PROJECT = {
  path: "MyConsoleApp.csproj",
  text: "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <OutputType>Exe</OutputType>\n    <TargetFramework>net8.0</TargetFramework>\n    <ImplicitUsings>enable</ImplicitUsings>\n    <Nullable>enable</Nullable>\n  </PropertyGroup>\n</Project>\n",
};
/** `dotnet run` semantics, compiled by csc with MSBuild's command line (see dotnet.ts). */
const DOTNET = dotnetRecipe({ key: 'dotnet-c-sharp', project: PROJECT, file: 'Program.cs', placeholder: 'class Program { static void Main() { } }\n', compiler: 'Roslyn/bincore/csc.dll' });

/** C#: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
export const CSharp: Language = {
  name: "C#",
  id: "c-sharp",
  leaderboardKey: "C#",
  extension: "cs",
  paradigm: "object-oriented",
  scenario: "desktop",
  recipe: {
    "file": "Program.cs",
    "steps": DOTNET.steps,
    "prebuilt": DOTNET.prebuilt,
    "projectFiles": [PROJECT],
    "alternatives": [
      {
        "note": "Debian has no .NET: mono's mcs (C# 7) compiles it with DEBUG defined, as `dotnet run` does, with the .NET SDK's implicit usings put first, and a trace listener makes a failed Debug.Assert end the process as .NET does (mono alone ignores it). C# 7.3+ syntax (tuple ==) does not compile there.",
        "prefix": "using System;\nusing System.Collections.Generic;\nusing System.IO;\nusing System.Linq;\nusing System.Threading;\nusing System.Threading.Tasks;\n",
        "tools": [
          {"name": "mcs", "candidates": ["mcs"], "versionArgs": ["--version"]},
          {"name": "mono", "candidates": ["mono"], "versionArgs": ["--version"]}
        ],
        "steps": [
          { "name": "compile", "argv": ["mcs", "-d:DEBUG", "-nowarn:0105,0162,0168,0219,0414", "-r:System.Numerics.dll", "-out:Program.exe", "{file}", "McjudgeAssert.cs"] },
          { "name": "run", "argv": ["mono", "Program.exe"] }
        ],
        "projectFiles": [
          { "path": "McjudgeAssert.cs", "text": "using System;\nusing System.Diagnostics;\n\n// A failed Debug.Assert ends the process, as under .NET (mono only ignores it).\npublic class McjudgeAssertListener : DefaultTraceListener {\n  public override void Fail(string message, string detail) {\n    Console.Error.WriteLine(\"Process terminated. Assertion failed. \" + message + \" \" + detail);\n    Environment.Exit(134);\n  }\n}\n" },
          { "path": "Program.exe.config", "text": "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<configuration>\n  <system.diagnostics>\n    <trace>\n      <listeners>\n        <remove name=\"Default\"/>\n        <add name=\"mcjudge\" type=\"McjudgeAssertListener, Program\"/>\n      </listeners>\n    </trace>\n  </system.diagnostics>\n</configuration>\n" }
        ]
      }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 60000,
  tools: [{"name": "dotnet", "candidates": ["dotnet"], "versionArgs": ["--version"]}],
  // The test is a class whose last method is the main: every McEval test of every kind ends with main's
  // closing brace and then the class's, each on its own line. The statement goes before main's.
  testsEnd: "System.Console.WriteLine(\"{witness}\");",
  testsEndBefore: "^(?=[^\\S\\n]*\\}[^\\S\\n]*\\n\\s*\\}\\s*$(?![\\s\\S]))",
  runtimes: ["native"],
  versionGaps: [
    {
      toolVersion: "Mono C#",
      tasks: {
        "C#/31": "== on tuples is C# 7.3, which mono's mcs lacks",
        "C#/32": "== on tuples is C# 7.3, which mono's mcs lacks",
        "C#/49": "== on tuples is C# 7.3, which mono's mcs lacks",
        "C#/50": "== on tuples is C# 7.3, which mono's mcs lacks",
      },
    },
  ],
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
