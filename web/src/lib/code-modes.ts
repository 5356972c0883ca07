import type { Extension } from '@codemirror/state';
import type { StreamParser } from '@codemirror/language';

/**
 * The CodeMirror 6 language mode of each McEval language, by language id: a Lezer grammar package
 * where one is installed (`@codemirror/lang-*`), a legacy CodeMirror 5 mode (`@codemirror/legacy-modes`)
 * for the rest, plain text where neither exists. Each is a dynamic import: a mode is fetched, as its own
 * small chunk, only when code of its language is shown.
 */
export interface CodeMode {
  /** What the highlighting is, said next to the editor ("Go (legacy mode)"). */
  name: string;
  load: () => Promise<Extension>;
}

/** A legacy (stream) mode, wrapped as a CodeMirror 6 language. */
const legacy =
  <T>(load: () => Promise<StreamParser<T>>) =>
  async (): Promise<Extension> => {
    const [{ StreamLanguage }, parser] = await Promise.all([import('@codemirror/language'), load()]);
    return StreamLanguage.define(parser);
  };

const clike = (pick: (m: typeof import('@codemirror/legacy-modes/mode/clike')) => StreamParser<unknown>) => legacy(() => import('@codemirror/legacy-modes/mode/clike').then(pick));
const shell = legacy(() => import('@codemirror/legacy-modes/mode/shell').then((m) => m.shell));
const scheme = legacy(() => import('@codemirror/legacy-modes/mode/scheme').then((m) => m.scheme));
const commonLisp = legacy(() => import('@codemirror/legacy-modes/mode/commonlisp').then((m) => m.commonLisp));
const cpp = () => import('@codemirror/lang-cpp').then((m) => m.cpp());

export const CODE_MODES: Readonly<Record<string, CodeMode>> = {
  // Lezer grammars (full parsers: highlighting, indentation, bracket matching, folding).
  c: { name: 'C (lang-cpp)', load: cpp },
  cpp: { name: 'C++ (lang-cpp)', load: cpp },
  java: { name: 'Java (lang-java)', load: () => import('@codemirror/lang-java').then((m) => m.java()) },
  javascript: { name: 'JavaScript (lang-javascript)', load: () => import('@codemirror/lang-javascript').then((m) => m.javascript()) },
  typescript: { name: 'TypeScript (lang-javascript)', load: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ typescript: true })) },
  python: { name: 'Python (lang-python)', load: () => import('@codemirror/lang-python').then((m) => m.python()) },
  rust: { name: 'Rust (lang-rust)', load: () => import('@codemirror/lang-rust').then((m) => m.rust()) },
  // McEval's PHP prompts open with `<?php`, its solutions do not: PHP from the first character either way.
  php: { name: 'PHP (lang-php)', load: () => import('@codemirror/lang-php').then((m) => m.php({ plain: true })) },
  // Legacy modes (tokenizers: highlighting and simple indentation).
  awk: { name: 'Shell (legacy mode: McEval AWK answers are awk command lines)', load: shell },
  shell: { name: 'Shell (legacy mode)', load: shell },
  'c-sharp': { name: 'C# (legacy clike mode)', load: clike((m) => m.csharp) },
  kotlin: { name: 'Kotlin (legacy clike mode)', load: clike((m) => m.kotlin) },
  scala: { name: 'Scala (legacy clike mode)', load: clike((m) => m.scala) },
  dart: { name: 'Dart (legacy clike mode)', load: clike((m) => m.dart) },
  coffeescript: { name: 'CoffeeScript (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/coffeescript').then((m) => m.coffeeScript)) },
  'common-lisp': { name: 'Common Lisp (legacy mode)', load: commonLisp },
  'emacs-lisp': { name: 'Common Lisp (legacy mode, close to Emacs Lisp)', load: commonLisp },
  scheme: { name: 'Scheme (legacy mode)', load: scheme },
  racket: { name: 'Scheme (legacy mode, close to Racket)', load: scheme },
  // No Elixir mode exists for CodeMirror 6: Ruby's tokenizer reads its do/end, atoms, strings and comments.
  elixir: { name: 'Ruby (legacy mode, close to Elixir)', load: legacy(() => import('@codemirror/legacy-modes/mode/ruby').then((m) => m.ruby)) },
  erlang: { name: 'Erlang (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/erlang').then((m) => m.erlang)) },
  'f-sharp': { name: 'F# (legacy mllike mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/mllike').then((m) => m.fSharp)) },
  fortran: { name: 'Fortran (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/fortran').then((m) => m.fortran)) },
  go: { name: 'Go (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/go').then((m) => m.go)) },
  groovy: { name: 'Groovy (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/groovy').then((m) => m.groovy)) },
  haskell: { name: 'Haskell (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/haskell').then((m) => m.haskell)) },
  html: { name: 'HTML (legacy xml mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/xml').then((m) => m.html)) },
  json: { name: 'JSON (legacy javascript mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/javascript').then((m) => m.json)) },
  julia: { name: 'Julia (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/julia').then((m) => m.julia)) },
  lua: { name: 'Lua (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/lua').then((m) => m.lua)) },
  pascal: { name: 'Pascal (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/pascal').then((m) => m.pascal)) },
  perl: { name: 'Perl (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/perl').then((m) => m.perl)) },
  powershell: { name: 'PowerShell (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/powershell').then((m) => m.powerShell)) },
  r: { name: 'R (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/r').then((m) => m.r)) },
  ruby: { name: 'Ruby (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/ruby').then((m) => m.ruby)) },
  swift: { name: 'Swift (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/swift').then((m) => m.swift)) },
  tcl: { name: 'Tcl (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/tcl').then((m) => m.tcl)) },
  'visual-basic': { name: 'Visual Basic (legacy mode)', load: legacy(() => import('@codemirror/legacy-modes/mode/vb').then((m) => m.vb)) },
};

/** Languages shown as plain text: CodeMirror has no mode for them (neither a grammar nor a legacy mode). */
export const PLAIN_TEXT_LANGUAGES: readonly string[] = ['markdown', 'vimscript'];

const PLAIN: CodeMode = { name: 'plain text (no CodeMirror mode for this language)', load: async () => [] };

/** The mode for a language id (core's `Language.id`); plain text when there is none. */
export function codeModeFor(languageId: string): CodeMode {
  return CODE_MODES[languageId] ?? PLAIN;
}
