/**
 * A download's progress in words, for any widget that fetches something large on demand (Python
 * for the code cells, components/kit/sandbox.ts): "Loading Python, 13.5 MB… 42% (Stop cancels)".
 * The status region that says it is the widget's own (aria-live), so a screen reader hears it.
 */

/** Bytes as megabytes with one decimal: 13.5 MB. */
function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`
}

/** The sentence while `what` downloads (`total` 0 when unknown); once done, that it is starting. */
export function downloadSentence(what: string, done: number, total: number, cancel = 'Stop'): string {
  if (total > 0 && done >= total) return `Starting ${what}… (${cancel} cancels)`
  const size = total > 0 ? `, ${megabytes(total)}` : ''
  const part = total > 0 ? ` ${Math.min(99, Math.floor((100 * done) / total))}%` : ` ${megabytes(done)}`
  return `Loading ${what}${size}…${part} (${cancel} cancels; only the first time: your browser keeps it)`
}
