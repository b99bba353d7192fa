// The kit's status line: a live region hears a long sentence's opening; the rest stays on the page.
import { describe, expect, it } from 'vitest'
import { anySentence } from '../../components/rubiks-clock/words.ts'
import { LIVE_MAX, statusParts } from '../../components/kit/status.ts'

describe('statusParts', () => {
  it('keeps a short status whole', () => {
    expect(statusParts('Solved in 4 moves: 4 5 8 9.')).toEqual(['Solved in 4 moves: 4 5 8 9.', ''])
  })

  it('cuts a long one after its first full stop (else its first colon), the parts reading as the whole', () => {
    const text = `${'A* expanded 1,234 nodes and found the 20-move solution'}. ${'x '.repeat(80)}end.`
    const [live, more] = statusParts(text)
    expect(live).toBe('A* expanded 1,234 nodes and found the 20-move solution.')
    expect(live + more).toBe(text)
  })

  it('prefers the full stop to an earlier colon', () => {
    const text = `Fewest swaps: 6. ${'The swaps replay legally; '.repeat(8)}`
    expect(statusParts(text)[0]).toBe('Fewest swaps: 6.')
  })

  it('does not cut at a decimal point', () => {
    const text = `Checked in 1.5 s: ${'fine, '.repeat(40)}done.`
    expect(statusParts(text)[0]).toBe('Checked in 1.5 s:')
  })

  it("says Rubik's Clock's solution short, its moves on the page", () => {
    const text = anySentence(Uint8Array.from({ length: 14 }, (_, k) => (k * 5) % 12))
    expect(text.length).toBeGreaterThan(LIVE_MAX)
    const [live, more] = statusParts(text)
    expect(live.length).toBeLessThanOrEqual(LIVE_MAX)
    expect(more.length).toBeGreaterThan(0)
  })
})
