import type { Prebuilt, StepTemplate } from './language.ts';

/**
 * C#, F# and Visual Basic run as the official harness runs them (`dotnet run` on a console project),
 * without paying for MSBuild on every program. Once per host, outside the sandbox, the official project
 * is restored and built (`dotnet build`), and the exact compiler command line MSBuild used is saved
 * (`ProvideCommandLineArgs`: references, defines, language version, warnings as errors, analyzers),
 * with the restored reference packs, into the dependency cache. Each program is then compiled by the
 * same compiler with that command line (`csc`/`vbc`/`fsc` under `dotnet`), and run with `dotnet
 * <App>.dll`, which is what `dotnet run` executes after its build. A program the compiler rejects is a
 * compile error, as `dotnet run`'s "The build failed"; the run's exit status is the verdict.
 *
 * The project targets net8.0 (the paper's SDK): its reference pack comes from NuGet at the one-time
 * restore, and the program rolls forward to the newest installed runtime when 8.0 is absent.
 */
export interface DotnetProject {
  /** Cache key (`dotnet-c-sharp`). */
  key: string;
  /** The official project file (`MyConsoleApp.csproj`); its name is the assembly's. */
  project: { path: string; text: string };
  /** The program's file (`Program.cs`) and a placeholder that builds. */
  file: string;
  placeholder: string;
  /** The compiler: a path below the SDK's folder (`Roslyn/bincore/csc.dll`). */
  compiler: string;
}

/** Environment inside the box: no first-run experience, no telemetry, homes in the run folder. */
const ENV: Record<string, string> = {
  DOTNET_CLI_HOME: '{tmp}',
  NUGET_PACKAGES: '{deps}/nuget',
  DOTNET_CLI_TELEMETRY_OPTOUT: '1',
  DOTNET_NOLOGO: '1',
  DOTNET_SKIP_FIRST_TIME_EXPERIENCE: '1',
  // net8.0 on a host with a newer runtime only (as `dotnet run` would need it too).
  DOTNET_ROLL_FORWARD: 'Major',
};

/** MSBuild writes the compiler's command line and where the SDK is (after a real compile). */
const EXPORT_TARGETS = `<Project>
  <Target Name="McjudgeExport" AfterTargets="CoreCompile">
    <WriteLinesToFile File="$(MSBuildProjectDirectory)/compile.args" Lines="@(CscCommandLineArgs);@(VbcCommandLineArgs);@(FscCommandLineArgs)" Overwrite="true" />
    <WriteLinesToFile File="$(MSBuildProjectDirectory)/sdk.txt" Lines="$(MSBuildBinPath);$(DOTNET_HOST_PATH)" Overwrite="true" />
  </Target>
</Project>
`;

/**
 * Turns the saved command line into `compile.rsp`, whose paths into the cache read `@DEPS@` (the cache
 * is at /deps inside the sandbox, elsewhere outside): the program's own file and the output paths are
 * left for each run. `app/` holds what `dotnet run` finds beside the assembly (runtimeconfig, FSharp.Core).
 */
const EXPORT_SCRIPT = String.raw`set -eu
out=$1 file=$2 name=$3 compiler=$4
cd "$out"
sdk=$(sed -n 1p sdk.txt); host=$(sed -n 2p sdk.txt)
test -f "$sdk/$compiler" || { echo "no compiler at $sdk/$compiler" >&2; exit 1; }
ln -s "$host" dotnet
ln -s "$(dirname "$sdk/$compiler")" compiler
# MSBuild gives /noconfig on the command line (a response file may not hold it); on Unix its items
# have every \ turned into / (the quotes inside VB's /define): turned back.
if grep -q -x /noconfig compile.args; then touch noconfig; fi
grep -v -x -e "$file" -e /noconfig -e '/refout:.*' -e '--refout:.*' compile.args \
  | sed -e 's#/"#\\"#g' -e "s#^\(/out:\|-o:\)obj/.*/\([^/]*\)\$#\1\2#" -e "s#^\(--pdb:\)obj/.*/\([^/]*\)\$#\1\2#" \
        -e "s#$out#@DEPS@#g" -e 's#^obj/#@DEPS@/obj/#' -e 's#^\([-/][-A-Za-z]*:\)obj/#\1@DEPS@/obj/#' > all.rsp
# The reference pack's source generators (regex, JSON, interop) cost half of a small compile and write
# code only for their attributes: they get a file of their own, used when the program names one.
grep '^/analyzer:@DEPS@/nuget/' all.rsp > generators.rsp || true
grep -v '^/analyzer:@DEPS@/nuget/' all.rsp > compile.rsp
mkdir app
for f in bin/Debug/*/*; do
  case "$f" in
    */$name.runtimeconfig.json) sed 's#"tfm": \(".*"\),#"tfm": \1,\n    "rollForward": "Major",#' "$f" > "app/$name.runtimeconfig.json" ;;
    */$name|*/$name.*|*.deps.json) ;;
    *) if [ -f "$f" ]; then cp "$f" app/; fi ;;
  esac
done
test -s compile.rsp && test -f "app/$name.runtimeconfig.json"
`;

/**
 * The attributes the reference pack's generators act on (GeneratedRegex, JsonSerializable, LibraryImport,
 * JSImport/JSExport, GeneratedComInterface/Class); without one of them a generator adds no code and no
 * error, so the verdict is the same with or without it.
 */
const GENERATOR_ATTRIBUTES = ['GeneratedRegex', 'JsonSerializable', 'LibraryImport', 'JSImport', 'JSExport', 'GeneratedCom'].map((a) => `-e ${a}`).join(' ');

/** Per program: fill in the cache's path, link what the assembly needs beside it, compile. */
const COMPILE_SCRIPT = String.raw`sed "s#@DEPS@#$1#g" "$1/compile.rsp" > compile.rsp && sed "s#@DEPS@#$1#g" "$1/generators.rsp" > generators.rsp && for f in "$1"/app/*; do ln -sf "$f" .; done && if [ -e "$1/noconfig" ]; then c=/noconfig; else c=; fi && if grep -q ${GENERATOR_ATTRIBUTES} "$3"; then g=@generators.rsp; else g=; fi && exec "$1/dotnet" "$1/compiler/$2" $c @compile.rsp $g "$3"`;

export function dotnetRecipe(p: DotnetProject): { steps: StepTemplate[]; prebuilt: Prebuilt } {
  const name = p.project.path.replace(/\.[^.]+$/, '');
  const compilerFile = p.compiler.slice(p.compiler.lastIndexOf('/') + 1);
  return {
    steps: [
      { name: 'compile', argv: ['sh', '-c', COMPILE_SCRIPT, 'sh', '{deps}', compilerFile, '{file}'], env: ENV },
      { name: 'run', argv: ['dotnet', `${name}.dll`], env: ENV },
    ],
    prebuilt: {
      key: p.key,
      files: [p.project, { path: p.file, text: p.placeholder }, { path: 'Directory.Build.targets', text: EXPORT_TARGETS }],
      steps: [
        {
          // Restore (the net8.0 reference pack, from NuGet or its local copy) and one real build.
          argv: ['dotnet', 'build', '-nologo', '-v:q', '--disable-build-servers', '-p:UseSharedCompilation=false', '-p:ProvideCommandLineArgs=true'],
          env: { NUGET_PACKAGES: '{out}/nuget', DOTNET_CLI_HOME: '{out}/home', DOTNET_CLI_TELEMETRY_OPTOUT: '1', DOTNET_NOLOGO: '1', DOTNET_SKIP_FIRST_TIME_EXPERIENCE: '1' },
          timeoutMs: 900_000,
        },
        { argv: ['sh', '-c', EXPORT_SCRIPT, 'sh', '{out}', p.file, name, p.compiler], timeoutMs: 60_000 },
      ],
    },
  };
}
