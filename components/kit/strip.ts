/**
 * The reader's TypeScript (or JavaScript) made runnable on the page, by the sandbox's loader
 * (src/sandbox/typescript.ts, the CLI's too): types stripped and `export default` turned into
 * `exports.default` by Sucrase, every line kept where it was (an error's line in the worker is a
 * line of the reader's code), and an HTML-like comment refused. Sucrase is loaded with a dynamic
 * import on the first Run, so a page where nobody runs code never downloads it.
 */
import { loadTypeScript, type Loaded } from '../../src/sandbox/typescript.ts'

export type StripResult = (Loaded & { ok: true; ms: number }) | (Loaded & { ok: false })

let sucrase: Promise<typeof import('sucrase')> | null = null

/** Loads `source`; a syntax error or a refused comment comes back with its line (and column, from 1). */
export async function stripTypes(source: string): Promise<StripResult> {
  sucrase ??= import('sucrase')
  const { transform } = await sucrase
  const t0 = performance.now()
  const loaded = loadTypeScript(source, transform)
  return loaded.ok ? { ...loaded, ms: performance.now() - t0 } : loaded
}

/** The sentence for code that could not be loaded. */
export function syntaxSentence(r: { message: string; line: number; column: number | null }): string {
  const at = r.column === null ? `line ${r.line}` : `line ${r.line}, column ${r.column}`
  const message = r.message.replace(/^Syntax error: /, '')
  const kind = /^Syntax error: /.test(r.message) ? 'Syntax error' : 'Refused'
  return `${kind} at ${at}: ${message.replace(/[.\s]+$/, '')}.`
}
