// Position text and WCA scrambles: round trips, property tests on random text, and messages
// that name what is wrong; the CLI's JSON shape and exit codes.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  DIALS,
  NotationError,
  applyMove,
  flip,
  formatMoves,
  formatPosition,
  moveIndex,
  parseMoves,
  parsePosition,
  parseScramble,
  amountsToMoves,
  isSolution,
  solveOptimal,
} from '../../src/solvers/rubiks-clock/index.ts'
import { main } from '../../src/cli/command.ts'

const dialsArb = fc.uint8Array({ minLength: DIALS, maxLength: DIALS, max: 11 })
const SOLVED = '12 12 12/12 12 12/12 12 12|12 12 12/12 12 12/12 12 12'

describe('position text', () => {
  it('round-trips every position', () => {
    fc.assert(
      fc.property(dialsArb, (dials) => {
        expect(Array.from(parsePosition(formatPosition(dials)))).toEqual(Array.from(dials))
      }),
    )
  })

  it('throws only NotationError on random text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('1', '2', '9', '12', ' ', '/', '|', 'x') }), (text) => {
        try {
          parsePosition(text)
        } catch (error) {
          expect(error).toBeInstanceOf(NotationError)
        }
      }),
    )
  })

  it('explains bad input', () => {
    expect(() => parsePosition('12 12 12/12 12 12/12 12 12')).toThrow(/separated by "\|"/)
    expect(() =>
      parsePosition(SOLVED.replace('12 12 12/12 12 12/12 12 12|', '12 12/12 12 12/12 12 12|')),
    ).toThrow(/Row 1 of the front has 2/)
    expect(() => parsePosition(SOLVED.replace(/^12/, '13'))).toThrow(/"13" \(front, row 1\) is not an hour/)
    expect(() => parsePosition(SOLVED.replace(/^12/, '3'))).toThrow(
      /front UL reads 3, so back UR must read 9, not 12/,
    )
  })

  it('reads the back as seen from the back: a front-only move leaves the back cross at 12', () => {
    const dials = applyMove(new Uint8Array(DIALS), moveIndex('front', 15), 3)
    expect(formatPosition(dials)).toBe('3 3 3/3 3 3/3 3 3|9 12 9/12 12 12/9 12 9')
  })
})

describe('WCA scrambles', () => {
  it('reads a scramble as the sum of its turns, with y2 turning the puzzle over', () => {
    const s = parseScramble('UR2+ y2 ALL1- UL DR')
    let dials = applyMove(new Uint8Array(DIALS), moveIndex('front', 2), 2)
    dials = applyMove(dials, moveIndex('back', 15), -1)
    expect(Array.from(s.dials)).toEqual(Array.from(dials))
    expect(s.flipped).toBe(true)
    expect(s.pinsUp).toBe(1 | 8)
  })

  it('gives the same position however many y2 pairs are added', () => {
    const a = parseScramble('UR2+ DR1- DL0+ UL3+ U2- R3+ D4+ L6- ALL1+ y2 U2+ R1- D3+ L5- ALL5+ UR DR')
    const b = parseScramble('y2 y2 UR2+ DR1- DL0+ UL3+ U2- R3+ D4+ L6- ALL1+ y2 U2+ R1- D3+ L5- ALL5+ UR DR')
    expect(Array.from(a.dials)).toEqual(Array.from(b.dials))
    expect(Array.from(flip(parseScramble('y2 UR3+ y2').dials))).toEqual(
      Array.from(applyMove(new Uint8Array(DIALS), moveIndex('front', 2), 3)),
    )
  })

  it('rejects malformed scrambles with the move number', () => {
    expect(() => parseScramble('')).toThrow(/empty/)
    expect(() => parseScramble('UR2+ XX3+')).toThrow(/move 2, "XX3\+": not a clock move/)
    expect(() => parseScramble('UR7+')).toThrow(/0 to 6 hours/)
    expect(() => parseScramble('UR2')).toThrow(/not a clock move/)
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          parseScramble(text)
        } catch (error) {
          expect(error).toBeInstanceOf(NotationError)
        }
      }),
    )
  })
})

describe('moves text', () => {
  it('round-trips optimal solutions', () => {
    const dials = parseScramble('UR2+ DR1- DL0+ UL3+ U2- R3+ D4+ L6- ALL1+ y2 U2+ R1- D3+ L5- ALL5+').dials
    const moves = amountsToMoves(solveOptimal(dials).amounts)
    expect(parseMoves(formatMoves(moves))).toEqual(moves)
    expect(() => parseMoves('front XY +3')).toThrow(/not a pin/)
  })
})

describe('rubiks-clock CLI', () => {
  async function run(...argv: string[]) {
    const sink = { out: [] as string[], err: [] as string[] }
    const code = await main(['rubiks-clock', ...argv], sink)
    return { code, out: sink.out.join('\n'), err: sink.err.join('\n') }
  }

  it('answers the help example exactly as the help says', async () => {
    const help = await run('solve', '--help')
    const { out, code } = await run('solve', '12 12 12/12 3 12/12 12 12|12 12 12/12 12 12/12 12 12')
    expect(code).toBe(0)
    expect(help.out).toContain(`\n  ${out}\n`)
  })

  it("prints the issue's JSON shape and accepts a scramble", async () => {
    const { out, code } = await run('solve', 'UR2+ DR1- DL0+ UL3+', '--json')
    expect(code).toBe(0)
    const answer = JSON.parse(out)
    expect(answer.length).toBe(answer.moves.length)
    for (const move of answer.moves) {
      expect(['front', 'back']).toContain(move.side)
      expect(move.turn).toBeGreaterThanOrEqual(1)
      expect(move.turn).toBeLessThanOrEqual(11)
    }
  })

  it('solves --scramble "<WCA scramble>" (both spellings) like the position it makes', async () => {
    const scramble = 'UR2+ DR1- DL0+ UL3+ U2- R3+ D4+ L6- ALL1+ y2 U2+ R1- D3+ L5- ALL5+ UR DR'
    const dials = parseScramble(scramble).dials
    const spaced = await run('solve', '--scramble', scramble, '--json')
    const joined = await run('solve', `--scramble=${scramble}`, '--json')
    expect(spaced.code).toBe(0)
    expect(joined.out).toBe(spaced.out)
    const answer = JSON.parse(spaced.out)
    const moves = answer.moves.map((m: { side: 'front' | 'back'; pins: string[]; turn: number }) => ({
      side: m.side,
      pins: m.pins.reduce((mask, name) => mask | (1 << ['UL', 'UR', 'DL', 'DR'].indexOf(name)), 0),
      turn: m.turn,
    }))
    expect(isSolution(dials, moves)).toBe(true)
    expect(answer.length).toBe(solveOptimal(dials).length)
    const plain = await run('solve', formatPosition(dials), '--json')
    expect(plain.out).toBe(spaced.out)
  })

  it('exits 2 for a bad --scramble, or a scramble given with a position', async () => {
    const bad = await run('solve', '--scramble', 'UR7+')
    expect(bad.code).toBe(2)
    expect(bad.err).toMatch(/0 to 6 hours/)
    const both = await run('solve', SOLVED, '--scramble', 'UR1+')
    expect(both.code).toBe(2)
    expect(both.err).toMatch(/not both/)
  })

  it('exits 2 with a message for bad input', async () => {
    const { code, err } = await run('solve', SOLVED.replace(/^12/, '3'))
    expect(code).toBe(2)
    expect(err).toMatch(/Shared corner/)
    // A position missing its back is explained as a position, not as a bad scramble.
    const half = await run('solve', '12 12 12/12 3 12/12 12 12')
    expect(half.code).toBe(2)
    expect(half.err).toMatch(/front and the back separated by "\|"/)
  })
})
