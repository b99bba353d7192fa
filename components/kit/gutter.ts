/**
 * How many digits the code editor's line numbers take for `text` (CodeMirror sizes its gutter for
 * 9, 99, 999… lines, whichever first holds them all). The printed code draws an empty gutter of
 * the same width (code-cell.css, `--cell-digits`), so the editor taking over moves nothing.
 */
export function gutterDigits(text: string): number {
  return String(text.split('\n').length).length
}
