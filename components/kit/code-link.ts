/**
 * Code in a link: the reader's code compressed with the platform's own
 * CompressionStream('deflate-raw') (no library), in base64url, in the URL fragment
 * (`#code-<cell id>=…`), so it never reaches a server log. Both directions are capped: a link
 * longer than MAX_LINK_CODE characters is refused when made, and a link that inflates past
 * MAX_CODE characters is refused when read.
 */

/** The longest code a cell keeps or sends (characters). */
export const MAX_CODE = 20_000
/** The longest compressed payload a link may carry (characters of base64url). */
export const MAX_LINK_CODE = 6_000

export const fragmentKey = (cellId: string): string => `code-${cellId}=`
/** The cell a code fragment (`code-<cell id>=…`, already decoded) is for, or null for any other fragment. */
export const cellOfFragment = (fragment: string): string | null =>
  /^code-([^=]+)=/.exec(fragment)?.[1] ?? null

async function pipe(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  cap: number,
): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader()
  const parts: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > cap) {
      await reader.cancel()
      throw new RangeError('too long')
    }
    parts.push(value)
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

function toBase64Url(bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new SyntaxError('not base64url')
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(s, (c) => c.charCodeAt(0))
}

/** The fragment payload for `code`, or a sentence saying why it cannot travel in a link. */
export async function encodeCode(
  code: string,
): Promise<{ ok: true; payload: string } | { ok: false; message: string }> {
  if (code.length > MAX_CODE)
    return {
      ok: false,
      message: `Your code is too long for a link (${code.length.toLocaleString('en-US')} characters; the limit is ${MAX_CODE.toLocaleString('en-US')}).`,
    }
  const payload = toBase64Url(
    await pipe(new TextEncoder().encode(code), new CompressionStream('deflate-raw'), Infinity),
  )
  if (payload.length > MAX_LINK_CODE)
    return {
      ok: false,
      message: `Your code is too long for a link (${payload.length.toLocaleString('en-US')} characters compressed; the limit is ${MAX_LINK_CODE.toLocaleString('en-US')}).`,
    }
  return { ok: true, payload }
}

/** The code in a fragment payload; throws an Error whose message says what is wrong with the link. */
export async function decodeCode(payload: string): Promise<string> {
  if (payload.length > MAX_LINK_CODE)
    throw new Error('The code in this link is longer than a link may carry.')
  let bytes: Uint8Array
  try {
    bytes = await pipe(fromBase64Url(payload), new DecompressionStream('deflate-raw'), MAX_CODE * 4)
  } catch (e) {
    throw new Error(
      e instanceof RangeError
        ? 'The code in this link is longer than a cell takes.'
        : 'The code in this link is damaged (cut short or changed).',
    )
  }
  const code = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  if (code.length > MAX_CODE) throw new Error('The code in this link is longer than a cell takes.')
  return code
}

/** The payload for `cellId` in a fragment (`#code-<id>=…`), or null. */
export function payloadIn(hash: string, cellId: string): string | null {
  const text = hash.replace(/^#/, '')
  const key = fragmentKey(cellId)
  return text.startsWith(key) ? text.slice(key.length) : null
}
