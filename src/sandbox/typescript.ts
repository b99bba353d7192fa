/**
 * The sandbox's loader for TypeScript and JavaScript, shared by the page (components/kit/strip.ts,
 * which loads Sucrase on the first Run) and the CLI (src/cli/sandbox.ts): types stripped and
 * `export` turned into CommonJS by Sucrase, every line kept where it was (errors name the reader's
 * lines), then refused when the transpiler and the engine would read the text differently.
 *
 * The known difference is the HTML-like comment: in a classic script or a vm Script, `<!--`
 * anywhere and `-->` at the start of a line open a comment to the end of the line (Annex B of the
 * language), while Sucrase reads `a <!--b` as `a < !--b`. Code written that way once reached
 * outside its function in the page's sandbox. A module (the page's worker) rejects them, a vm
 * Script does not; so both are refused here, with the line, before anything runs. Whatever else
 * might differ is caught by the harness, which checks that the function it loads is exactly the
 * text that was wrapped (harness.ts).
 */

export type Transform = typeof import('sucrase').transform

export type Loaded =
  | { ok: true; js: string }
  | { ok: false; message: string; line: number; column: number | null }

/** Sucrase's options: types and modules only; modern syntax is left for the engine. */
const OPTIONS: Parameters<Transform>[1] = {
  transforms: ['typescript', 'imports'],
  production: true,
  disableESTransforms: true,
}

/** The line (from 1) and column (from 1) of offset `at` in `text`. */
function position(text: string, at: number): { line: number; column: number } {
  const before = text.slice(0, at)
  const lines = before.split(/\r\n|[\n\r\u2028\u2029]/)
  return { line: lines.length, column: lines[lines.length - 1].length + 1 }
}

/**
 * Where `js` holds an HTML-like comment (`<!--` anywhere, or `-->` with only spaces or a block
 * comment before it on its line), or null. Inside a string it is refused too: the message says
 * how to write it another way.
 */
export function htmlLikeComment(js: string): { line: number; column: number; text: string } | null {
  const open = js.indexOf('<!--')
  const close = /(?:^|\*\/)[^\S\n\r\u2028\u2029]*-->/m.exec(js)
  const at = close ? close.index + close[0].length - 3 : -1
  if (open < 0 && at < 0) return null
  const first = open >= 0 && (at < 0 || open < at) ? open : at
  return { ...position(js, first), text: first === open ? '<!--' : '-->' }
}

/** The sentence for a refused HTML-like comment (without the line, which the caller places). */
export function htmlCommentReason(text: string): string {
  return text === '<!--'
    ? '"<!--" is refused: a browser reads it as the start of a comment, the type checker as "<", "!" and "--"; put spaces between them ("a < !--b")'
    : '"-->" at the start of a line (or after a comment) is refused: a browser reads it as a comment; put a space between "--" and ">"'
}

/** The reader's source made runnable, or why not (a syntax error or an HTML-like comment, with its line). */
export function loadTypeScript(source: string, transform: Transform): Loaded {
  let js: string
  try {
    js = transform(source, OPTIONS).code
  } catch (err) {
    const e = err as Error & { loc?: { line: number; column: number } }
    const message = String(e.message ?? err).replace(/\s*\(\d+:\d+\)$/, '')
    return {
      ok: false,
      message: `Syntax error: ${message}`,
      line: e.loc?.line ?? 1,
      column: e.loc?.column ?? 1,
    }
  }
  const html = htmlLikeComment(js)
  if (html) return { ok: false, message: htmlCommentReason(html.text), line: html.line, column: html.column }
  return { ok: true, js }
}
