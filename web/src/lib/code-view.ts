/**
 * CodeMirror 6 views of code: Explore's editor and the read-only, highlighted views (Explore's prompt and
 * test, the drill-down's assembled program). Loaded on first use (`import('./code-view.ts')`), as its
 * own chunk with CodeMirror, so the first page load does not carry an editor.
 */
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { HighlightStyle, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { basicSetup } from 'codemirror';
import { codeModeFor } from './code-modes.ts';

/**
 * CodeMirror's default colours, with the three that fall below WCAG AA (4.5:1) on the app's light
 * panels made darker: regexps and escapes (#e40), type names (#085) and invalid tokens (#f00).
 */
export const COLOUR_FIXES: Readonly<Record<string, string>> = { '#e40': '#a63c00', '#085': '#00704a', '#f00': '#c00000' };

/** The highlight style of every view: CodeMirror's default tags and colours, AA contrast on white and on `--panel`. */
export const highlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) => (typeof spec.color === 'string' && COLOUR_FIXES[spec.color] ? { ...spec, color: COLOUR_FIXES[spec.color] } : spec)),
);

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** The app's look: its line colour and radius, its focus ring, 0.85 rem monospace, a bounded height that scrolls. */
const theme = (maxHeight: string, background: string) =>
  EditorView.theme({
    '&': { fontSize: '.85rem', backgroundColor: background, border: '1px solid var(--line)', borderRadius: '.4rem', maxHeight, margin: '.25rem 0' },
    '&.cm-focused': { outline: '3px solid #7aa2f7', outlineOffset: '2px' },
    '.cm-scroller': { fontFamily: MONO, lineHeight: '1.45', overflow: 'auto' },
    '.cm-gutters': { backgroundColor: 'var(--panel)', color: 'var(--muted)', borderRight: '1px solid var(--line)', borderRadius: '.4rem 0 0 .4rem' },
    '.cm-activeLineGutter': { backgroundColor: '#e3eaf5', color: 'var(--fg)' },
    '.cm-activeLine': { backgroundColor: '#eef3fb' },
  });

function view(parent: HTMLElement, doc: string, extensions: Extension[]): EditorView {
  return new EditorView({ parent, state: EditorState.create({ doc, extensions }) });
}

export interface EditorOptions {
  doc: string;
  /** core's language id: picks the mode (code-modes.ts). */
  languageId: string;
  /** The id of the element that names the editor (its visible label). */
  labelledBy: string;
  /** The id of the element that says how to use it (keys). */
  describedBy?: string;
  onChange: (text: string) => void;
}

export interface CodeEditor {
  view: EditorView;
  text(): string;
  /** Replaces the whole text (reset to canonical, another task), as one undoable change. */
  setText(text: string): void;
  focus(): void;
  destroy(): void;
}

/**
 * The editor: CodeMirror's basic setup (line numbers, undo history, bracket matching and closing,
 * search with Ctrl/Cmd-F, indentation on input, folding, word completion) in the language's mode. Tab is
 * not bound, so the keyboard never gets trapped: Tab and Shift-Tab leave the editor; Ctrl/Cmd-] and
 * Ctrl/Cmd-[ indent and dedent.
 */
export async function createEditor(parent: HTMLElement, options: EditorOptions): Promise<CodeEditor> {
  const mode = await codeModeFor(options.languageId).load();
  const v = view(parent, options.doc, [
    basicSetup,
    mode,
    syntaxHighlighting(highlightStyle),
    theme('32rem', '#fff'),
    // tabindex: a contenteditable element is focusable, but axe (scrollable-region-focusable) only counts it so with a tabindex.
    EditorView.contentAttributes.of({ 'aria-labelledby': options.labelledBy, tabindex: '0', ...(options.describedBy ? { 'aria-describedby': options.describedBy } : {}) }),
    EditorView.updateListener.of((u) => {
      if (u.docChanged) options.onChange(u.state.doc.toString());
    }),
  ]);
  return {
    view: v,
    text: () => v.state.doc.toString(),
    setText: (text) => v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: text } }),
    focus: () => v.focus(),
    destroy: () => v.destroy(),
  };
}

/**
 * A read-only, highlighted view with line numbers. Its text can be selected and copied; it takes focus
 * (Tab) so that a keyboard can scroll it, and is named by `label`.
 */
export async function createReadOnlyView(parent: HTMLElement, options: { doc: string; languageId: string; label: string }): Promise<EditorView> {
  const mode = await codeModeFor(options.languageId).load();
  return view(parent, options.doc, [
    lineNumbers(),
    mode,
    syntaxHighlighting(highlightStyle),
    EditorState.readOnly.of(true),
    EditorView.editable.of(false),
    theme('24rem', 'var(--panel)'),
    EditorView.contentAttributes.of({ 'aria-label': options.label, tabindex: '0' }),
  ]);
}
