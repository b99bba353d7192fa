// Code in a link (components/kit/code-link.ts): compressed into the fragment and back, with both
// caps, and a damaged link refused with a sentence (Node has the same CompressionStream).
import { describe, expect, it } from 'vitest'
import {
  decodeCode,
  encodeCode,
  fragmentKey,
  MAX_CODE,
  MAX_LINK_CODE,
  payloadIn,
} from '../../components/kit/code-link.ts'
import { MANHATTAN_STARTER, MISPLACED_STARTER } from '../../components/search/starters.ts'

describe('code links', () => {
  it('round-trips code, Unicode included, in a URL-safe payload shorter than the code', async () => {
    for (const code of [MANHATTAN_STARTER, MISPLACED_STARTER, '', 'const s = "≥ é 🧩"\n']) {
      const r = await encodeCode(code)
      if (!r.ok) throw new Error(r.message)
      expect(r.payload).toMatch(/^[\w-]*$/)
      expect(await decodeCode(r.payload)).toBe(code)
    }
    const r = await encodeCode(MANHATTAN_STARTER)
    expect(r.ok && r.payload.length).toBeLessThan(MANHATTAN_STARTER.length)
  })

  it('finds its own cell in a fragment, and only its own', () => {
    expect(payloadIn(`#${fragmentKey('a')}xyz`, 'a')).toBe('xyz')
    expect(payloadIn(`#${fragmentKey('a')}xyz`, 'b')).toBeNull()
    expect(payloadIn('#play', 'a')).toBeNull()
  })

  it('refuses code too long for a link, with the numbers', async () => {
    const long = await encodeCode('x'.repeat(MAX_CODE + 1))
    expect(long.ok).toBe(false)
    expect(!long.ok && long.message).toMatch(/too long for a link \(20,001 characters; the limit is 20,000\)/)
    // Random text barely compresses: past the link's cap before the code's.
    let random = ''
    let seed = 1
    for (let k = 0; k < 9000; k++) {
      seed = (seed * 48271) % 2147483647
      random += String.fromCharCode(33 + (seed % 90))
    }
    const r = await encodeCode(random)
    expect(!r.ok && r.message).toMatch(
      new RegExp(`compressed; the limit is ${MAX_LINK_CODE.toLocaleString('en-US')}`),
    )
  })

  it('refuses a damaged or oversized link with a sentence', async () => {
    const r = await encodeCode(MANHATTAN_STARTER)
    if (!r.ok) throw new Error(r.message)
    await expect(decodeCode(r.payload.slice(0, 20))).rejects.toThrow(/damaged/)
    await expect(decodeCode('not base64!')).rejects.toThrow(/damaged/)
    await expect(decodeCode('A'.repeat(MAX_LINK_CODE + 1))).rejects.toThrow(/longer than a link may carry/)
    // A small payload that inflates far past the cap (a zip bomb) is stopped while it inflates.
    const deflated = new Uint8Array(
      await new Response(
        new Blob(['a'.repeat(2_000_000)]).stream().pipeThrough(new CompressionStream('deflate-raw')),
      ).arrayBuffer(),
    )
    const bomb = btoa(String.fromCharCode(...deflated))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    expect(bomb.length).toBeLessThan(MAX_LINK_CODE)
    await expect(decodeCode(bomb)).rejects.toThrow(/longer than a cell takes/)
  })
})
