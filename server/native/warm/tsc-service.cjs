'use strict';
// A warm `tsc` (docs/server.md#warm-compilers): the TypeScript compiler loaded once, compiling one program
// per request exactly as `tsc <args>` would in the program's folder: the same command-line parsing, the
// same emitFilesAndReportErrorsAndGetExitStatus, the same non-pretty diagnostics. Only the parsed
// standard library files are kept between requests. It runs none of the programs' code: tsc invoked
// with files on the command line reads no tsconfig and loads no plugin.
//
// Checking only the program (docs/server.md#typescript-checking-only-the-program): tsc type-checks
// every file it compiles, the standard library too, which is almost all of a compile's time, and the
// library's diagnostics can only change when the program's globals meet the library's names. So when a
// program declares no global the library has and adds no module or global augmentation, the program,
// checked first and alone, has the diagnostics tsc would print, and emitting it alone emits what tsc
// emits: that is the answer, unless one of its messages could read differently for the order in which
// types were met (a union's members, a "Did you mean"). A program with a syntax error gets only its
// syntax errors reported by tsc, so it needs no check at all. Anything else, or anything unusual in the
// options or the files, is compiled again in full, on a fresh program, exactly as tsc does. A
// standard library set is trusted only after a full compile found it clean (this process's, or an
// earlier one's that the host kept and passes on in each request).
//
// Protocol: one JSON line per request on stdin, {id, cwd, args, files: {name: text}, cleanLibraries?:
// [key]}; one JSON line per answer on stdout, {id, exitCode, stdout, written: {name: text}, checked,
// why?, learned?: key} or {id, error}.
const ts = require(process.argv[2]);
const path = require('node:path');
const readline = require('node:readline');

const libCache = new Map();
const libDir = path.dirname(require.resolve(path.join(process.argv[2], 'lib', 'lib.d.ts')));

function compile(request) {
  const cwd = request.cwd;
  const files = new Map(Object.entries(request.files).map(([name, text]) => [path.resolve(cwd, name), text]));
  const parsed = ts.parseCommandLine(request.args);
  if (parsed.errors.length) throw new Error(`unsupported tsc arguments: ${parsed.errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, ' ')).join('; ')}`);
  const options = parsed.options;
  const host = ts.createCompilerHost(options);
  host.getCurrentDirectory = () => cwd;
  const readSource = host.getSourceFile;
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const full = path.resolve(cwd, name);
    if (files.has(full)) return ts.createSourceFile(name, files.get(full), languageVersion);
    if (!full.startsWith(libDir + path.sep)) return readSource.call(host, name, languageVersion, onError, shouldCreate);
    const key = `${full}\0${JSON.stringify(languageVersion)}`;
    let file = libCache.get(key);
    if (!file) libCache.set(key, (file = readSource.call(host, name, languageVersion, onError, shouldCreate)));
    return file;
  };
  const fileExists = host.fileExists;
  host.fileExists = (name) => files.has(path.resolve(cwd, name)) || fileExists(name);
  const readFile = host.readFile;
  host.readFile = (name) => (files.has(path.resolve(cwd, name)) ? files.get(path.resolve(cwd, name)) : readFile(name));
  const written = {};
  host.writeFile = (name, text) => {
    written[path.relative(cwd, path.resolve(cwd, name))] = text;
  };
  const out = [];
  const formatHost = { getCurrentDirectory: () => cwd, getCanonicalFileName: (f) => f, getNewLine: () => '\n' };
  const report = (d) => ts.formatDiagnostic(d, formatHost);
  const create = () => ts.createProgram({ rootNames: parsed.fileNames, options, host });
  const quick = checkOnlyTheProgram(create(), options, written, report);
  if (typeof quick !== 'string') return { ...quick, checked: 'program' };
  for (const name of Object.keys(written)) delete written[name];
  const program = create();
  const exitCode = ts.emitFilesAndReportErrorsAndGetExitStatus(program, (d) => out.push(report(d)), (s) => out.push(s + '\n'));
  const learned = learnLibrary(program, options);
  return { exitCode, stdout: out.join(''), written, checked: 'all', why: quick, ...(learned ? { learned } : {}) };
}

/**
 * Library file sets (their names, joined) known free of diagnostics under the options the short way
 * takes (none but --lib), with the global names they declare once the checker has bound them: learned
 * by this process's full compiles, or told by the host (`cleanLibraries` in a request: what a full
 * compile of an earlier process found, kept on disk for this typescript and this service).
 */
const cleanLibraries = new Map();
const libraryKey = (program) => program.getSourceFiles().filter(isLibrary).map((f) => f.fileName).join('\0');
const isLibrary = (file) => file.fileName.startsWith(libDir + path.sep);

/** The global names of a bound library (`globalThis` and `undefined` are the checker's own, not any file's). */
function libraryGlobals(program) {
  const names = new Set(['globalThis', 'undefined']);
  for (const f of program.getSourceFiles().filter(isLibrary)) for (const name of f.locals ? f.locals.keys() : []) names.add(name);
  return names;
}

/**
 * After a full compile under the short way's options: its library's key when that library had no
 * diagnostic at all (the host keeps it). A library with diagnostics is not remembered: they may be the
 * program's doing (a global of the same name as the library's), and the next full compile looks again.
 */
function learnLibrary(program, options) {
  if (Object.keys(options).some((k) => k !== 'lib')) return undefined;
  const key = libraryKey(program);
  if (cleanLibraries.get(key)) return undefined;
  const clean = program.getSourceFiles().filter(isLibrary).every((f) => program.getSyntacticDiagnostics(f).length === 0 && program.getSemanticDiagnostics(f).length === 0);
  if (!clean) return undefined;
  cleanLibraries.set(key, libraryGlobals(program));
  return key;
}

/**
 * tsc's answer when the program alone decides it: no option but --lib, one program file beside a library
 * known clean; then either syntax errors (all tsc reports then), or no option or global error, no global
 * of the program's named like one of the library's, no augmentation, and no message that could read
 * otherwise. Otherwise why not (and the caller compiles in full on a fresh program).
 */
function checkOnlyTheProgram(program, options, written, report) {
  if (Object.keys(options).some((k) => k !== 'lib')) return 'an option other than --lib';
  const files = program.getSourceFiles();
  const own = files.filter((f) => !isLibrary(f));
  if (own.length !== 1 || program.getRootFileNames().length !== 1) return 'more than one file';
  const [file] = own;
  const key = libraryKey(program);
  if (!cleanLibraries.has(key)) return 'the library is not known yet';
  // With a syntax error tsc reports only the syntax errors (of every file, and the library has none).
  const syntax = program.getSyntacticDiagnostics(file);
  if (syntax.length) return answer(program, file, syntax, written, report);
  if (program.getConfigFileParsingDiagnostics().length || program.getOptionsDiagnostics().length) return 'an option error';
  if (program.getGlobalDiagnostics().length) return 'a global error';
  // Binding (done by the checker) gives the file its top-level names and augmentations, and the
  // library its globals (a library the host told of is bound here first; its files stay bound, cached).
  program.getTypeChecker();
  const library = cleanLibraries.get(key) ?? cleanLibraries.set(key, libraryGlobals(program)).get(key);
  // Internal fields of the bound file: without them (another typescript) nothing could be told, so the full way.
  if (!file.locals || !Array.isArray(file.moduleAugmentations) || !Array.isArray(file.ambientModuleNames)) return 'this typescript does not show what a file declares';
  if (file.moduleAugmentations.length || file.ambientModuleNames.length) return 'an augmentation';
  const shared = !ts.isExternalModule(file) ? [...file.locals.keys()].find((name) => library.has(name)) : undefined;
  if (shared) return `a global the library has: ${shared}`;
  // The program's own diagnostics are the same whether the library was checked before it or not, but
  // for the order of a union's or intersection's members in a message (types are numbered as they are
  // met) and suggestions drawn from what was met: such a message goes the full way.
  const diagnostics = program.getSemanticDiagnostics(file);
  const unsure = diagnostics.find((d) => /[|&]|Did you mean/.test(ts.flattenDiagnosticMessageText(d.messageText, '\n')));
  if (unsure) return `a message that may depend on the order of checking (TS${unsure.code})`;
  return answer(program, file, diagnostics, written, report);
}

/** tsc's output for these diagnostics: emitting the one file, the diagnostics sorted as tsc sorts them, and its exit status. */
function answer(program, file, diagnostics, written, report) {
  const emitted = program.emit(file);
  if (emitted.emitSkipped || emitted.diagnostics.length) return 'an emit error';
  const sorted = ts.sortAndDeduplicateDiagnostics(diagnostics);
  // As tsc: ExitStatus.DiagnosticsPresent_OutputsGenerated when there are diagnostics, else Success.
  return { exitCode: sorted.length ? 2 : 0, stdout: sorted.map(report).join(''), written };
}

const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  let request;
  try {
    request = JSON.parse(line);
    for (const key of request.cleanLibraries ?? []) if (!cleanLibraries.has(key)) cleanLibraries.set(key, undefined);
    process.stdout.write(JSON.stringify({ id: request.id, ...compile(request) }) + '\n');
  } catch (e) {
    process.stdout.write(JSON.stringify({ id: request && request.id, error: String((e && e.stack) || e) }) + '\n');
  }
});
lines.on('close', () => process.exit(0));
