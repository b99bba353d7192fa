/**
 * CodeMirror 6 for the code cell, loaded with a dynamic import the first time a reader edits a
 * cell (code-cell.ts), so a page whose cells nobody touches never downloads it.
 *
 * Tab: by default Tab moves focus on, like any other control, so a keyboard user is never
 * trapped. The cell's "Tab key indents" switch binds Tab to indent (CodeMirror's indentWithTab);
 * then, as CodeMirror documents, Escape followed by Tab leaves the editor.
 *
 * CSP: CodeMirror styles itself through style-mod, which puts a <style> element into a document
 * (refused by the site's policy) but a constructed stylesheet into a shadow root (allowed). So
 * the editor lives in a shadow root of its host, and its colours come from the site's custom
 * properties, which inherit into it: both themes, and print, with no stylesheet of its own.
 */
import { Compartment, EditorState } from '@codemirror/state'
import { EditorView, keymap, lineNumbers, highlightActiveLine, drawSelection } from '@codemirror/view'
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { typescriptLanguage } from '@codemirror/lang-javascript'
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language'
import { tags as t } from '@lezer/highlight'

export interface CellEditor {
  getText(): string
  /** Replaces the text; `onEdit` is not called for it. */
  setText(text: string): void
  setTabIndents(on: boolean): void
  focus(): void
  destroy(): void
}

const theme = EditorView.theme({
  '&': { color: 'var(--fg)', backgroundColor: 'var(--bg)', fontSize: '0.875rem' },
  '&.cm-focused': { outline: 'none' },
  // No height of its own: the editor is as tall as the code, and at least as tall as the printed
  // code it replaces (code-cell.ts sets --cell-min-height), so nothing under it moves.
  // As every <code> on the site (global.css): no ligatures, so === and <= read as typed.
  '.cm-scroller': {
    fontFamily: 'var(--font-mono)',
    lineHeight: '1.5',
    fontVariantLigatures: 'none',
    fontFeatureSettings: '"calt" 0, "liga" 0',
  },
  '.cm-content, .cm-gutter': { minHeight: 'var(--cell-min-height, 0px)' }, // border-box
  '.cm-content': { caretColor: 'var(--fg)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--fg)' },
  '.cm-gutters': {
    backgroundColor: 'var(--surface)',
    color: 'var(--muted)',
    borderRight: '1px solid var(--border)',
  },
  '.cm-activeLine': { backgroundColor: 'transparent' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--surface)', color: 'var(--fg)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'var(--mark)',
  },
  '.cm-matchingBracket': { outline: '1px solid var(--muted)', backgroundColor: 'transparent' },
})

const highlight = HighlightStyle.define([
  {
    tag: [t.keyword, t.operatorKeyword, t.controlKeyword, t.definitionKeyword, t.moduleKeyword],
    color: 'var(--accent)',
    fontWeight: '600',
  },
  { tag: [t.comment, t.lineComment, t.blockComment], color: 'var(--muted)', fontStyle: 'italic' },
  { tag: [t.string, t.special(t.string)], color: 'var(--ok)' },
  { tag: [t.number, t.bool, t.null, t.atom], color: 'var(--error)' },
  { tag: [t.typeName, t.className], color: 'var(--accent)' },
  { tag: t.invalid, textDecoration: 'underline wavy' },
])

export function createEditor(
  host: HTMLElement,
  text: string,
  options: { label: string; onEdit: () => void },
): CellEditor {
  const tabs = new Compartment()
  let quiet = false
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  const view = new EditorView({
    parent: root,
    root,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        highlightActiveLine(),
        indentOnInput(),
        bracketMatching(),
        theme,
        syntaxHighlighting(highlight),
        typescriptLanguage, // the grammar alone: no completion or snippets to download
        keymap.of([...defaultKeymap, ...historyKeymap]),
        tabs.of([]),
        EditorView.contentAttributes.of({ 'aria-label': options.label }),
        EditorView.lineWrapping,
        EditorView.updateListener.of((u) => {
          if (u.docChanged && !quiet) options.onEdit()
        }),
      ],
    }),
  })
  return {
    getText: () => view.state.doc.toString(),
    setText: (next) => {
      quiet = true
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } })
      } finally {
        quiet = false
      }
    },
    setTabIndents: (on) => view.dispatch({ effects: tabs.reconfigure(on ? keymap.of([indentWithTab]) : []) }),
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  }
}
