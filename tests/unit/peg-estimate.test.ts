// The page's estimate of a search's cost (src/solvers/peg/estimate.ts) against the searches
// themselves and the measured rates (src/data/peg/rates.json, written by measure-rates.ts): it
// never promises fewer boards than a measured single vacancy examines, T7 shortest fits a tab's
// 1 GB and T7 counts and every T8 search do not, and the words say why and what to run instead.
import { describe, expect, it } from 'vitest'
import { countAll, holeCount, shortestMeet, singleVacancy, certificate } from '../../src/solvers/peg/index.ts'
import { BROWSER_BUDGET_BYTES, boardsFor, cliCommand, estimate } from '../../src/solvers/peg/estimate.ts'
import { formatBoard } from '../../src/solvers/peg/notation.ts'
import rates from '../../src/data/peg/rates.json'
import tables from '../../src/data/peg/tables.json'
import {
  bytesText,
  busyText,
  costLine,
  durationText,
  estimateText,
  refusalSentence,
} from '../../components/peg/words.ts'

describe('the estimate', () => {
  it('never promises fewer boards than a single vacancy of T5 or T6 examines', () => {
    for (const side of [5, 6]) {
      for (let v = 1; v <= holeCount(side); v++) {
        const board = singleVacancy(side, v)
        if (!certificate(side, board).possible) continue
        expect(estimate('shortest', side, board).boards).toBeGreaterThanOrEqual(
          shortestMeet(side, board).boards,
        )
        if (side === 5)
          expect(estimate('count', side, board).boards).toBeGreaterThanOrEqual(countAll(side, board).boards)
      }
    }
  })

  it('comes from the measured rates, T7 from the tables each start measured in its own process', () => {
    type Run = { boards: number; cpuMs: number; peakMB: number }
    const t7 = (
      tables.tables.find((t) => t.side === 7)!.rows as {
        ruledOut?: boolean
        shortestRun?: Run
        countRun?: Run
      }[]
    ).filter((r) => !r.ruledOut)
    expect(boardsFor('shortest', 7)).toEqual({
      boards: Math.max(...t7.map((r) => r.shortestRun!.boards)),
      extrapolated: false,
    })
    expect(boardsFor('count', 7).boards).toBe(Math.max(...t7.map((r) => r.countRun!.boards)))
    expect(rates.rates.shortest.msPerBoard).toBeGreaterThan(0)
    expect(rates.rates.count.bytesPerBoardPerPeg).toBeGreaterThan(0)
    // The T7 shortest estimate is close to what the T7 runs measured (peak resident memory and processor time).
    const e = estimate('shortest', 7, singleVacancy(7, 4))
    const peak = Math.max(...t7.map((r) => r.shortestRun!.peakMB)) * 2 ** 20
    expect(e.bytes / peak).toBeGreaterThan(0.5)
    expect(e.bytes / peak).toBeLessThan(2)
    const cpu = Math.max(...t7.map((r) => r.shortestRun!.cpuMs))
    expect(e.ms / cpu).toBeGreaterThan(0.2)
    expect(e.ms / cpu).toBeLessThan(5)
  })

  it('lets T4 to T6 and T7 shortest run in a tab, and refuses T7 counts and every T8 search', () => {
    for (const side of [4, 5, 6]) {
      expect(estimate('count', side, singleVacancy(side, 1)).fits).toBe(true)
      expect(estimate('shortest', side, singleVacancy(side, 1)).fits).toBe(true)
    }
    expect(estimate('shortest', 7, singleVacancy(7, 2)).fits).toBe(true)
    expect(estimate('count', 7, singleVacancy(7, 2)).fits).toBe(false)
    const t8 = estimate('shortest', 8, singleVacancy(8, 1))
    expect(t8).toMatchObject({ fits: false, extrapolated: true })
    expect(t8.bytes).toBeGreaterThan(BROWSER_BUDGET_BYTES)
    expect(estimate('count', 8, singleVacancy(8, 1)).fits).toBe(false)
  })

  it('a board with few pegs is cheap whatever its size', () => {
    const fewT8 = 2 ** 0 + 2 ** 1 + 2 ** 3 // three pegs on T8
    const e = estimate('count', 8, fewT8)
    expect(e.fits).toBe(true)
    expect(e.extrapolated).toBe(false)
    expect(e.boards).toBeLessThanOrEqual(36 + 630 + 7140)
  })
})

describe('the estimate in words', () => {
  it('rounds times and sizes as estimates', () => {
    expect(durationText(40)).toBe('0.1 s')
    expect(durationText(2300)).toBe('2 s')
    expect(durationText(4 * 60_000)).toBe('4 min')
    expect(durationText(5 * 3_600_000)).toBe('5 h')
    expect(bytesText(2 ** 30)).toBe('1 GB')
    expect(bytesText(160 * 2 ** 20)).toBe('160 MB')
    expect(bytesText(90 * 2 ** 30)).toBe('90 GB')
  })

  it('the refusal names the estimate, the budget and the command that does it', () => {
    const board = { side: 8, board: singleVacancy(8, 1) }
    const e = estimate('shortest', 8, board.board)
    const text = refusalSentence(e, cliCommand('shortest', formatBoard(board)))
    expect(text).toMatch(
      /^Not started: the shortest search on this T8 board would need about [\d.,]+ (billion )?boards, .+ GB \(extrapolated from T6 and T7/,
    )
    expect(text).toContain('this page allows 1 GB per tab')
    expect(text).toContain(
      'npx puzzle-notebook peg shortest "0/11/111/1111/11111/111111/1111111/11111111" --max-memory <MB>',
    )
    const t7 = refusalSentence(estimate('count', 7, singleVacancy(7, 2)), cliCommand('count', '1/01/111'))
    expect(t7).toMatch(
      /The command line does it: npx puzzle-notebook peg count "1\/01\/111" \(on T7 it counts by final hole only, not by moves\)\.$/,
    )
  })

  it('the busy line and the cost line carry the estimate', () => {
    const e = estimate('shortest', 7, singleVacancy(7, 2))
    expect(busyText(e)).toMatch(
      /^Searching for the fewest moves… \(estimate: about [\d,]+ boards, \d+ s, \d+ MB; this page allows 1 GB\)$/,
    )
    expect(estimateText(estimate('count', 4, singleVacancy(4, 2)))).toMatch(
      /^about \d+ boards, 0.1 s, under 1 MB$/,
    )
    expect(costLine(estimate('count', 7, singleVacancy(7, 2)), e)).toMatch(
      /^Estimated cost on this board: count .+: too big for this page; shortest about [\d,]+ boards, \d+ s, \d+ MB\.$/,
    )
  })
})
