import { describe, expect, it } from 'vitest'
import { boardUrl, encodeBoard, readBoardParam } from '../../components/kit/url-state.ts'

const parseDials = (s: string): number[] => {
  const dials = s.split(/[\s/]+/).filter(Boolean).map(Number)
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
    expect(readBoardParam(parseDials, '?board=9+9+12/6+6+6/6+3+6')).toEqual({ value: want, raw: '9 9 12/6 6 6/6 3 6', error: null })
    expect(readBoardParam(parseDials, '?board=9%2099%2F').value).toBeNull()
    expect(readBoardParam(parseDials, 'board=9%209%2012%2F6%206%206%2F6%203%206').value).toEqual(want)
  })

  it('explains a board the parser rejects', () => {
    expect(readBoardParam(parseDials, '?board=9+9/6')).toEqual({
      value: null,
      raw: '9 9/6',
      error: 'The link\'s board "9 9/6" could not be read: Expected 9 dials, got 3. Showing the default position instead.',
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
    expect(boardUrl('9 9 12/6 6 6/6 3 6', 'https://example.org/clocks/#widget'))
      .toBe('https://example.org/clocks/?board=9+9+12/6+6+6/6+3+6')
  })

  it('replaces an existing board and keeps other params', () => {
    expect(boardUrl('1/01/111', 'https://example.org/peg/?board=old&lang=en'))
      .toBe('https://example.org/peg/?lang=en&board=1/01/111')
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
