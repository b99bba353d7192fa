// The page's query (components/kit/url-state.ts): links to a widget, the sentence for a position a
// link cannot give, readable encoding, and fragments read without ever throwing.
import { describe, expect, it } from 'vitest'
import {
  badLinkSentence,
  encodeBoard,
  fragmentId,
  pageLink,
  safeDecode,
} from '../../components/kit/url-state.ts'

describe('pageLink', () => {
  it('carries the given parameters readably, the fragment, and nothing else of the page', () => {
    const url = pageLink(
      [
        ['board', '9 9 12/6 6 6/6 3 6'],
        ['algorithms', 'bfs,astar'],
      ],
      'play',
      'https://example.org/clocks/?old=1#x',
      false,
    )
    expect(url).toBe('https://example.org/clocks/?board=9+9+12/6+6+6/6+3+6&algorithms=bfs,astar#play')
  })

  it('keeps class mode, and round-trips what must be escaped', () => {
    const notation = 'a+b & c=d #1 é'
    const url = new URL(pageLink([['board', notation]], '', 'http://localhost:4321/x/', true))
    expect(url.searchParams.get('board')).toBe(notation)
    expect(url.searchParams.get('mode')).toBe('class')
    expect(url.hash).toBe('')
  })

  it('encodes spaces as + consistently', () => {
    expect(encodeBoard('1 2 3/4 0 5')).toBe('1+2+3/4+0+5')
  })
})

describe('badLinkSentence', () => {
  it('quotes the position the link gave, at most 80 characters, with the reason', () => {
    const params = new URLSearchParams({ board: 'x'.repeat(200) })
    const sentence = badLinkSentence(params, new Error('Expected 9 dials, got 1.'))
    expect(sentence).toBe(
      `The link’s position "${'x'.repeat(79)}…" could not be read: Expected 9 dials, got 1. Showing the default position instead.`,
    )
  })
})

describe('safeDecode and fragmentId (issue 23: a "%" in a link broke every main widget)', () => {
  it('decodes well-formed text as decodeURIComponent does', () => {
    expect(safeDecode('play')).toBe('play')
    expect(safeDecode('caf%C3%A9%20au%20lait')).toBe('café au lait')
    expect(fragmentId('#exercise-2')).toBe('exercise-2')
    expect(fragmentId('')).toBe('')
  })

  it('never throws on malformed escapes: it decodes what it can and keeps the rest as written', () => {
    for (const bad of ['%', '%E0%A4%A', '%zz', '100%', '%C3', '%ED%A0%80', 'a%%b'])
      expect(() => safeDecode(bad)).not.toThrow()
    expect(fragmentId('#%')).toBe('%')
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A')
    expect(safeDecode('caf%C3%A9%')).toBe('café%')
    expect(safeDecode('%41%zz%42')).toBe('A%zzB')
  })
})
