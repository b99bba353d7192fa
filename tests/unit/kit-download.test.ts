import { describe, expect, it } from 'vitest'
import { download, downloadSentence, formatBytes } from '../../components/kit/download.ts'
import { formatProgress } from '../../components/kit/job-controls.ts'
import type { Progress } from '../../src/solvers/contract.ts'

/** A fetch whose body arrives in `chunks`, pausing between them until `release()` (for the abort test). */
function slowFetch(chunks: Uint8Array[], headers: Record<string, string> = {}, gate?: Promise<void>) {
  return (async (_url: string, init?: RequestInit) => {
    let i = 0
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (i === 1 && gate) await gate
        if (init?.signal?.aborted) return controller.error(init.signal.reason)
        if (i < chunks.length) controller.enqueue(chunks[i++])
        else controller.close()
      },
    })
    return new Response(body, { status: 200, headers })
  }) as typeof fetch
}

const bytes = (n: number, fill = 7) => new Uint8Array(n).fill(fill)

describe('download', () => {
  it('reads the body with progress against Content-Length and gives the whole file back', async () => {
    const seen: Progress[] = []
    const res = await download('/file', {
      what: 'the tables',
      fetch: slowFetch([bytes(1000), bytes(2000, 9)], { 'content-length': '3000' }),
      onProgress: (p) => seen.push(p),
    })
    const got = new Uint8Array(await res.arrayBuffer())
    expect(got.length).toBe(3000)
    expect(got[0]).toBe(7)
    expect(got[2999]).toBe(9)
    expect(seen.map((p) => p.download)).toEqual([
      { received: 0, total: 3000 },
      { received: 1000, total: 3000 },
      { received: 3000, total: 3000 },
    ])
    expect(seen[0].note).toBe('the tables')
  })

  it('announces the expected size when the server sends no length', async () => {
    const seen: Progress[] = []
    await download('/file', {
      what: 'x',
      expectedBytes: 5000,
      fetch: slowFetch([bytes(10)]),
      onProgress: (p) => seen.push(p),
    })
    expect(seen.at(-1)!.download).toEqual({ received: 10, total: 5000 })
  })

  it('counts against the decoded size when the server sent the file encoded (the browser decoded it)', async () => {
    // `astro preview` sends a .gz file as gzip-encoded: Content-Length is the packed size, but the
    // bytes read are the unpacked ones, so the packed size would be passed long before the end.
    const seen: Progress[] = []
    const res = await download('/file.gz', {
      what: 'x',
      expectedBytes: 30,
      decodedBytes: 3000,
      fetch: slowFetch([bytes(1000), bytes(2000)], { 'content-length': '30', 'content-encoding': 'gzip' }),
      onProgress: (p) => seen.push(p),
    })
    expect(seen.map((p) => p.download)).toEqual([
      { received: 0, total: 3000 },
      { received: 1000, total: 3000 },
      { received: 3000, total: 3000 },
    ])
    // The body given back is the decoded one, so it no longer claims an encoding or the packed length.
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('content-length')).toBeNull()
    expect((await res.arrayBuffer()).byteLength).toBe(3000)
  })

  it('says no size for an encoded body it has no decoded size for, rather than a wrong one', async () => {
    const seen: Progress[] = []
    await download('/file', {
      what: 'x',
      fetch: slowFetch([bytes(10)], { 'content-length': '4', 'content-encoding': 'br' }),
      onProgress: (p) => seen.push(p),
    })
    expect(seen.at(-1)!.download).toEqual({ received: 10, total: null })
  })

  it('stops at once when cancelled, with the AbortError', async () => {
    const controller = new AbortController()
    let release = (): void => {}
    const gate = new Promise<void>((r) => {
      release = r
    })
    const seen: number[] = []
    const pending = download('/file', {
      what: 'x',
      signal: controller.signal,
      fetch: slowFetch([bytes(100), bytes(100), bytes(100)], { 'content-length': '300' }, gate),
      onProgress: (p) => seen.push(p.download!.received),
    })
    await new Promise((r) => setTimeout(r, 10))
    controller.abort()
    release()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(seen.at(-1)).toBeLessThan(300)
  })

  it('takes a job signal that fetch would refuse (the worker host passes a proxy of one)', async () => {
    const controller = new AbortController()
    const proxy = new Proxy(controller.signal, {
      get: (target, prop) => {
        const value: unknown = Reflect.get(target, prop, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    // A fetch that, like the browser's, accepts only a real AbortSignal.
    const strict = (async (url: string, init?: RequestInit) => {
      if (init?.signal && !(init.signal instanceof AbortSignal)) throw new TypeError('not an AbortSignal')
      return slowFetch([bytes(5)])(url, init)
    }) as typeof fetch
    const res = await download('/file', { what: 'x', signal: proxy, fetch: strict })
    expect((await res.arrayBuffer()).byteLength).toBe(5)
  })

  it('says an HTTP error in words', async () => {
    const fetch404 = (async () => new Response('no', { status: 404 })) as unknown as typeof fetch
    await expect(download('/file', { what: 'the tables', fetch: fetch404 })).rejects.toThrow(
      'Downloading the tables failed: HTTP 404.',
    )
  })
})

describe('the words of a download', () => {
  it('sizes in decimal units', () => {
    expect(formatBytes(512)).toBe('512 bytes')
    expect(formatBytes(840_000)).toBe('840 kB')
    expect(formatBytes(3_284_900)).toBe('3.3 MB')
  })

  it('says how much of how much, and the percentage', () => {
    expect(downloadSentence('the pattern databases', { received: 1_200_000, total: 3_284_900 })).toBe(
      'Downloading the pattern databases: 1.2 of 3.3 MB (36%)',
    )
    expect(downloadSentence('the tables', { received: 400_000, total: 3_284_900 })).toBe(
      'Downloading the tables: 400 kB of 3.3 MB (12%)',
    )
    expect(downloadSentence('the tables', { received: 400_000, total: null })).toBe(
      'Downloading the tables: 400 kB so far',
    )
  })

  it('is what the progress line prints for a job that downloads', () => {
    const line = formatProgress({
      explored: 0,
      elapsedMs: 4100,
      note: 'the pattern databases',
      download: { received: 1_200_000, total: 3_284_900 },
    })
    expect(line).toBe('Downloading the pattern databases: 1.2 of 3.3 MB (36%) · 4.1 s')
  })
})
