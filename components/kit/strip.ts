/**
 * The reader's TypeScript (or JavaScript) made runnable: types stripped and `export default`
 * turned into `exports.default`, by Sucrase (one small, maintained, dependency-light parser; it
 * keeps every line where it was, so an error's line in the worker is a line of the reader's
 * code). Sucrase is loaded with a dynamic import on the first Run, so a page where nobody runs
 * code never downloads it. The same function runs in Node for the CLI and the bench.
 */

export type StripResult =
  | { ok: true; js: string; ms: number }
  | { ok: false; message: string; line: number; column: number }

let sucrase: Promise<typeof import('sucrase')> | null = null

/** Strips types from `source`; a syntax error comes back with its line and column (both from 1). */
export async function stripTypes(source: string): Promise<StripResult> {
  sucrase ??= import('sucrase')
  const { transform } = await sucrase
  const t0 = performance.now()
  try {
    const { code } = transform(source, {
      transforms: ['typescript', 'imports'],
      production: true,
      disableESTransforms: true,
    })
    return { ok: true, js: code, ms: performance.now() - t0 }
  } catch (err) {
    const e = err as Error & { loc?: { line: number; column: number } }
    const message = String(e.message ?? err).replace(/\s*\(\d+:\d+\)$/, '')
    return { ok: false, message, line: e.loc?.line ?? 1, column: e.loc?.column ?? 1 }
  }
}

/** The sentence for a syntax error. */
export function syntaxSentence(r: { message: string; line: number; column: number }): string {
  return `Syntax error at line ${r.line}, column ${r.column}: ${r.message.replace(/[.\s]+$/, '')}.`
}
