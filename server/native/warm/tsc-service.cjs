'use strict';
// A warm `tsc` (docs/server.md#warm-compilers): the TypeScript compiler loaded once, compiling one program
// per request exactly as `tsc <args>` would in the program's folder: the same command-line parsing, the
// same emitFilesAndReportErrorsAndGetExitStatus, the same non-pretty diagnostics. Only the parsed
// standard library files are kept between requests. It runs none of the programs' code: tsc invoked
// with files on the command line reads no tsconfig and loads no plugin.
//
// Protocol: one JSON line per request on stdin, {id, cwd, args, files: {name: text}}; one JSON line per
// answer on stdout, {id, exitCode, stdout, written: {name: text}} or {id, error}.
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
  const program = ts.createProgram({ rootNames: parsed.fileNames, options, host });
  const exitCode = ts.emitFilesAndReportErrorsAndGetExitStatus(program, (d) => out.push(ts.formatDiagnostic(d, formatHost)), (s) => out.push(s + '\n'));
  return { exitCode, stdout: out.join(''), written };
}

const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  let request;
  try {
    request = JSON.parse(line);
    process.stdout.write(JSON.stringify({ id: request.id, ...compile(request) }) + '\n');
  } catch (e) {
    process.stdout.write(JSON.stringify({ id: request && request.id, error: String((e && e.stack) || e) }) + '\n');
  }
});
lines.on('close', () => process.exit(0));
