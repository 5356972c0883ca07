import type { Language } from './language.ts';
import { extractPowerShell } from '../extract/official/powershell.ts';

/** PowerShell: official recipe and pass rule from docs/harness/official-rules.md#per-language-rules. */
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
      // Its homes in the run folder, no telemetry and no update check (which would reach the network).
      { "name": "run", "argv": ["pwsh", "-NoProfile", "-File", "{file}"], "env": { "DOTNET_CLI_HOME": "{tmp}", "POWERSHELL_TELEMETRY_OPTOUT": "1", "POWERSHELL_UPDATECHECK": "Off", "DOTNET_CLI_TELEMETRY_OPTOUT": "1", "DOTNET_NOLOGO": "1" } }
    ]
  },
  pass: {"kind": "exit"},
  timeoutMs: 30000,
  // The .NET global tool that runner-image/install-toolchains.sh installs where the SDK is (`dotnet tool
  // install --tool-path /opt/mcjudge/powershell PowerShell`), else a pwsh on PATH (the image's).
  tools: [{"name": "pwsh", "candidates": ["pwsh", "/opt/mcjudge/powershell/pwsh"], "versionArgs": ["--version"]}],
  testsEnd: "Write-Output \"{witness}\"",
  runtimes: ["native"],
  uncheckedTests: {
    "PowerShell/15": "its check `$actual -join \"`n\" -eq $expected -join \"`n\"` parses as `$actual -join (\"`n\" -eq $expected) -join ...`, a non-empty string: always true",
    "PowerShell/37": "its first check is inverted (`if (-not (Compare-Object ...)) { throw }` throws only when the lists are equal, and the expected list wrongly has 97): any other result passes",
    "PowerShell/50": "its test defines Test-CalculateExpression and never calls it",
  },
  broken: "    return -987654321",
  official: extractPowerShell,
  defaults: {
    "fenceTags": ["powershell", "ps1", "pwsh", "ps"],
    "lineComments": ["#"],
    "blockComments": [{ "open": "<#", "close": "#>" }],
    "blocks": "braces",
    "entryLine": "^[Ee]xit(?:\\s+0)?\\s*(?:#.*)?$",
    "definition": "^[^\\S\\n]*function[^\\S\\n]+{name}\\b"
  },
};
