// Every peg search has a budget (issue 13): a small node or memory budget stops it with a
// BudgetError (never an input error), the CLI exits 3 with "Gave up …", and the heartbeat reports
// on a work basis even while a pass finds no new board (issue 14).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  countAll,
  countByFinalModular,
  MoveSearch,
  shortestMeet,
  shortestWith,
  singleVacancy,
} from '../../src/solvers/peg/index.ts'
import { isInputError, type Progress } from '../../src/solvers/contract.ts'
import { NO_HANG } from './helpers.ts'

const MB = 2 ** 20
const T6 = singleVacancy(6, 1)
const T7 = singleVacancy(7, 2)

function budgetError(run: () => unknown): Error {
  try {
    run()
  } catch (e) {
    expect((e as Error).name).toBe('BudgetError')
    expect(isInputError(e)).toBe(false)
    return e as Error
  }
  throw new Error('the search finished within its budget: make the budget smaller')
}

describe('the peg budgets', () => {
  it('count gives up at a small memory budget, before its tables pass it', () => {
    const e = budgetError(() => countAll(6, T6, -1, { budget: { maxBytes: 1 * MB } })) // the T6 memo alone is 2 MB
    expect(e.message).toMatch(
      /^Gave up before its tables reached [\d.,]+ MB \(the budget is 1 MB; raise it with --max-memory\)\.$/,
    )
    budgetError(() => countAll(6, T6, -1, { budget: { maxBytes: 8 * MB } })) // the memo fits, the forward layers do not
  })

  it('count gives up at a small node budget', () => {
    const e = budgetError(() => countAll(6, T6, -1, { budget: { maxNodes: 20_000 } }))
    expect(e.message).toBe('Gave up after 20,000 nodes (the budget is 20,000; raise it with --max-nodes).') // exact: never a board past it
  })

  it('a generous budget changes nothing', () => {
    const free = countAll(5, singleVacancy(5, 1))
    const budgeted = countAll(5, singleVacancy(5, 1), -1, { budget: { maxBytes: 64 * MB, maxNodes: 1e7 } })
    expect(budgeted).toEqual(free)
    const m = shortestMeet(6, T6, -1, { budget: { maxBytes: 64 * MB, maxNodes: 1e7 } })
    expect(m.solved && m.moves).toBe(10)
  })

  it('the count by final hole gives up at a small memory or node budget', () => {
    budgetError(() => countByFinalModular(6, T6, undefined, { budget: { maxBytes: 2 * MB } }))
    budgetError(() => countByFinalModular(6, T6, undefined, { budget: { maxNodes: 50_000 } }))
  })

  it('shortest (meeting in the middle) gives up at a small memory or node budget', () => {
    budgetError(() => shortestMeet(7, T7, -1, { budget: { maxBytes: 100 * MB } })) // two direct T7 memos: 512 MB
    budgetError(() => shortestMeet(6, T6, -1, { budget: { maxBytes: 4.5 * MB } })) // two 2 MB memos fit, the lists grow past
    budgetError(() => shortestMeet(6, T6, -1, { budget: { maxNodes: 10_000 } }))
  })

  it('the distance table gives up at a small budget too', () => {
    budgetError(() => shortestWith(new MoveSearch(6, -1, { budget: { maxNodes: 10_000 } }), T6))
  })

  it('the heartbeat follows the work done, not only new boards, and says the memory held', () => {
    // One beat every 8,192 steps of work: far more beats than one per 8,192 new boards, because
    // most steps revisit boards already seen (and the count's later passes find none at all).
    const meet: Progress[] = []
    const m = shortestMeet(6, T6, -1, { onProgress: (p) => meet.push(p) })
    expect(meet.length).toBeGreaterThan(2 * (m.boards / 8192))
    expect(meet.every((p) => /^[\d,]+ MB of tables$/.test(p.note ?? '') && p.depth !== undefined)).toBe(true)
    const count: Progress[] = []
    const c = countAll(6, T6, -1, { onProgress: (p) => count.push(p) })
    expect(count.length).toBeGreaterThan(2 * (c.boards / 8192))
  })
})

describe('peg in the CLI at its budget', () => {
  const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))
  const cli = (args: string[]) =>
    spawnSync(process.execPath, [MAIN, 'peg', ...args], { encoding: 'utf8', ...NO_HANG })

  it('exits 3 with "Gave up" for count and shortest, in text and JSON, never as bad input', () => {
    const t6 = '0/11/111/1111/11111/111111'
    const count = cli(['count', t6, '--max-nodes', '1000'])
    expect(count.status).toBe(3)
    expect(count.stderr).toMatch(/Gave up after [\d,]+ nodes/)
    const shortest = cli(['shortest', t6, '--max-memory', '1', '--json'])
    expect(shortest.status).toBe(3)
    expect(JSON.parse(shortest.stdout)).toEqual({
      gaveUp: expect.stringMatching(/^Gave up before its tables reached [\d.,]+ MB/),
    })
  })

  it('states the defaults in --help', () => {
    expect(cli(['count', '--help']).stdout).toMatch(/--max-memory MB[\s\S]*default 2048/)
    expect(cli(['shortest', '--help']).stdout).toMatch(
      /--max-nodes N +give up after examining N boards; default 300,000,000/,
    )
  })
})
