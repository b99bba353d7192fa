/**
 * A big download that says its size and how far it has got, and stops when cancelled: the 15-puzzle's
 * pattern databases (3.3 MB), and any other file a job fetches (a language runtime for code cells).
 *
 * It runs wherever the fetch does (a job in the worker, or the page): `download` reads the response
 * body chunk by chunk and reports `{ received, total }` through the job's progress, which the kit's
 * progress line (job-controls.ts) prints as "Downloading the pattern databases: 1.2 of 3.3 MB (36%)"
 * beside its Cancel button. Cancel aborts the job's signal, which aborts the fetch at once.
 */
import type { JobOptions, Progress } from '../../src/solvers/contract.ts'

/** How far a download has got; `total` is null when the server did not say (no Content-Length). */
export interface DownloadProgress {
  received: number
  total: number | null
}

/** "840 kB", "3.3 MB", "512 bytes" (decimal units, as browsers and servers print sizes). */
export function formatBytes(n: number): string {
  if (n < 1000) return `${n} bytes`
  if (n < 1e6) return `${Math.round(n / 1000)} kB`
  return `${(n / 1e6).toFixed(1)} MB`
}

/** "Downloading the pattern databases: 1.2 of 3.3 MB (36%)", or "…: 1.2 MB so far" without a size. */
export function downloadSentence(what: string, p: DownloadProgress): string {
  const head = `Downloading ${what}`
  if (p.total === null || p.total <= 0) return `${head}: ${formatBytes(p.received)} so far`
  const percent = Math.min(100, Math.floor((100 * p.received) / p.total))
  const [got, of] = [p.received, p.total].map(formatBytes)
  // "1.2 of 3.3 MB" when both are in the same unit, else both units in full.
  const unit = of.replace(/^[\d.]+ /, '')
  const same = got.endsWith(` ${unit}`)
  return `${head}: ${same ? got.replace(` ${unit}`, '') : got} of ${of} (${percent}%)`
}

/** The progress a job reports for a download (the note names what is downloaded). */
function downloadProgress(what: string, p: DownloadProgress): Progress {
  return { explored: 0, note: what, download: { received: p.received, total: p.total } }
}

export interface DownloadOptions extends JobOptions {
  /** What is downloaded, for the progress line: "the pattern databases". */
  what: string
  /** The size to announce when the server sends no Content-Length (e.g. the file's size at build time). */
  expectedBytes?: number
  /**
   * The size to announce when the server sends the file with a Content-Encoding: the browser then
   * undoes it, so the bytes read are the decoded ones while Content-Length counts the encoded ones.
   * (Some servers, `astro preview` among them, send a `.gz` file as gzip-encoded: it arrives unpacked.)
   */
  decodedBytes?: number
  /** The fetch to use (tests pass their own). */
  fetch?: typeof fetch
}

/**
 * The response of `url`, its body read in full with progress, as a new Response (so it can be
 * stored in the Cache API or unpacked as a stream). Throws on an HTTP error, and with an
 * AbortError when `signal` aborts (the read stops at once, and the connection with it).
 */
export async function download(url: string, options: DownloadOptions): Promise<Response> {
  const { signal, onProgress, what } = options
  // The job's signal may be a worker host's proxy (its `aborted` polls the page's cancel token),
  // which fetch does not take: the fetch gets a signal of its own, aborted with the job's.
  const fetching = new AbortController()
  const stop = (): void => fetching.abort(signal?.reason)
  const check = (): void => {
    if (signal?.aborted) {
      stop()
      throw signal.reason ?? new DOMException('The download was cancelled.', 'AbortError')
    }
  }
  signal?.addEventListener('abort', stop, { once: true })
  try {
    check()
    const response = await (options.fetch ?? fetch)(url, { signal: fetching.signal })
    if (!response.ok) throw new Error(`Downloading ${what} failed: HTTP ${response.status}.`)
    const length = Number(response.headers.get('content-length'))
    const encoding = (response.headers.get('content-encoding') ?? '').trim().toLowerCase()
    const decoded = encoding !== '' && encoding !== 'identity'
    const total = decoded
      ? (options.decodedBytes ?? null)
      : length > 0
        ? length
        : (options.expectedBytes ?? null)
    const report = (received: number): void => onProgress?.(downloadProgress(what, { received, total }))
    report(0)
    if (!response.body) return response
    const reader = response.body.getReader()
    const chunks: Uint8Array[] = []
    let received = 0
    for (;;) {
      check() // each chunk: reading `aborted` is also how a polling signal hears a Cancel
      const { done, value } = await reader.read()
      check()
      if (done) break
      chunks.push(value)
      received += value.length
      report(received)
    }
    const body = new Uint8Array(received)
    let at = 0
    for (const c of chunks) {
      body.set(c, at)
      at += c.length
    }
    // The body is now the bytes as read: decoded, if the server encoded them, so the headers that
    // describe an encoding (and its length) no longer apply to it, in the Cache API or anywhere.
    const headers = new Headers(response.headers)
    if (decoded) for (const name of ['content-encoding', 'content-length']) headers.delete(name)
    return new Response(body, { status: response.status, headers })
  } finally {
    signal?.removeEventListener('abort', stop)
  }
}

/**
 * The sentence while a runtime loads in a code cell's sandbox (Python: its wasm and standard
 * library, counted by the sandbox as they arrive; `total` 0 when unknown); once all has arrived,
 * that it is starting. The cell's status says it (aria-live), beside its Stop button.
 */
export function loadingSentence(what: string, done: number, total: number, cancel = 'Stop'): string {
  if (total > 0 && done >= total) return `Starting ${what}… (${cancel} cancels)`
  const size = total > 0 ? `, ${formatBytes(total)}` : ''
  const part = total > 0 ? ` ${Math.min(99, Math.floor((100 * done) / total))}%` : ` ${formatBytes(done)}`
  return `Loading ${what}${size}…${part} (${cancel} cancels; only the first time: your browser keeps it)`
}
