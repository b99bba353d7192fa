import { describe, expect, it } from 'vitest'
import {
  boardUrl,
  encodeBoard,
  fragmentId,
  readBoardParam,
  safeDecode,
} from '../../components/kit/url-state.ts'

const parseDials = (s: string): number[] => {
  const dials = s
    .split(/[\s/]+/)
    .filter(Boolean)
    .map(Number)
  if (dials.length !== 9) throw new Error(`Expected 9 dials, got ${dials.length}.`)
  return dials
}

describe('readBoardParam', () => {
  it('is all null without a board param', () => {
    expect(readBoardParam(parseDials, '')).toEqual({ value: null, raw: null, error: null })
    expect(readBoardParam(parseDials, '?other=1')).toEqual({ value: null, raw: null, error: null })
    expect(readBoardParam(parseDials, '?board=')).toEqual({ value: null, raw: null, error: null })
  })

  it('parses a readable or a fully encoded board', () => {
    const want = [9, 9, 12, 6, 6, 6, 6, 3, 6]
    expect(readBoardParam(parseDials, '?board=9+9+12/6+6+6/6+3+6')).toEqual({
      value: want,
      raw: '9 9 12/6 6 6/6 3 6',
      error: null,
    })
    expect(readBoardParam(parseDials, '?board=9%2099%2F').value).toBeNull()
    expect(readBoardParam(parseDials, 'board=9%209%2012%2F6%206%206%2F6%203%206').value).toEqual(want)
  })

  it('explains a board the parser rejects', () => {
    expect(readBoardParam(parseDials, '?board=9+9/6')).toEqual({
      value: null,
      raw: '9 9/6',
      error:
        'The link\'s board "9 9/6" could not be read: Expected 9 dials, got 3. Showing the default position instead.',
    })
  })

  it('shortens a very long board in the sentence but keeps it whole in raw', () => {
    const long = 'x'.repeat(200)
    const r = readBoardParam(parseDials, '?board=' + long)
    expect(r.raw).toBe(long)
    expect(r.error).toContain('x'.repeat(79) + '…"')
  })
})

describe('boardUrl', () => {
  it('adds a readable board param and drops the hash', () => {
    expect(boardUrl('9 9 12/6 6 6/6 3 6', 'https://example.org/clocks/#widget')).toBe(
      'https://example.org/clocks/?board=9+9+12/6+6+6/6+3+6',
    )
  })

  it('replaces an existing board and keeps other params', () => {
    expect(boardUrl('1/01/111', 'https://example.org/peg/?board=old&lang=en')).toBe(
      'https://example.org/peg/?lang=en&board=1/01/111',
    )
  })

  it('escapes what must be escaped and round-trips', () => {
    const notation = 'a+b & c=d #1 é'
    const url = boardUrl(notation, 'http://localhost:4321/x/')
    expect(url).not.toContain('#')
    expect(new URL(url).searchParams.get('board')).toBe(notation)
    expect(readBoardParam((s) => s, new URL(url).search).value).toBe(notation)
  })

  it('encodes spaces as + consistently', () => {
    expect(encodeBoard('1 2 3/4 0 5')).toBe('1+2+3/4+0+5')
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
