// `puzzle-notebook sliding experiment`: the table, --json and --csv agree with the engine; bad
// options exit 2 with a message; it reads no position; progress goes to stderr.
import { describe, expect, it } from 'vitest'
import { main } from '../../src/cli/command.ts'
import { CSV_HEADER, contestantsOf, runExperiment } from '../../src/solvers/search/experiment.ts'
import { boardData, defaultGoal } from '../../src/solvers/sliding/model.ts'

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const sink = { out: [] as string[], err: [] as string[] }
  let code: number
  try {
    code = await main(['sliding', 'experiment', ...argv], sink)
  } catch (error) {
    sink.err.push((error as Error).message)
    code = 2
  }
  return { code, out: sink.out.join('\n'), err: sink.err.join('\n') }
}

const SMALL = ['--depths', '2-8/2', '--per-depth', '10', '--seed', '5']

describe('sliding experiment', () => {
  it('prints the engine’s cells as JSON, the same for the same seed', async () => {
    const r = await cli(...SMALL, '--json')
    expect(r.code).toBe(0)
    const json = JSON.parse(r.out)
    const cells = runExperiment({
      goal: boardData(defaultGoal(3, 3)),
      depths: [2, 4, 6, 8],
      perDepth: 10,
      seed: 5,
      contestants: contestantsOf(['iddfs', 'astar'], ['misplaced', 'manhattan']),
      maxNodes: 10_000_000,
    })
    expect(json.contestants).toEqual(['iddfs', 'astar:misplaced', 'astar:manhattan'])
    expect(json.cells.map((c: { meanGenerated: number }) => c.meanGenerated)).toEqual(
      cells.map((c) => c.meanGenerated),
    )
    expect(
      JSON.parse((await cli(...SMALL, '--json')).out).cells.map((c: { bStar: number }) => c.bStar),
    ).toEqual(json.cells.map((c: { bStar: number }) => c.bStar))
    expect(r.err.split('\n')).toHaveLength(12) // one progress line per cell
  })

  it('prints a table by depth, and a CSV with the page’s header', async () => {
    const text = await cli(...SMALL)
    expect(text.code).toBe(0)
    expect(text.out).toMatch(/^ {4}d +Iterative deepening +A\* \(misplaced\) +A\* \(Manhattan\)/)
    expect(text.out).toMatch(/\n {4}2 +\d+ +[\d.]+/)
    expect(text.out).toContain('10 positions per depth (seed 5)')
    expect(text.out).toContain('depth 2: all 4') // only four positions are two moves away
    const csv = await cli(...SMALL, '--csv')
    const lines = csv.out.split('\n')
    expect(lines[0]).toBe(CSV_HEADER)
    expect(lines).toHaveLength(1 + 12)
  })

  it('marks runs stopped at the budget as lower bounds and skips deeper depths', async () => {
    const r = await cli(
      '--depths',
      '2,14,16',
      '--per-depth',
      '3',
      '--algorithms',
      'iddfs-tree',
      '--max-nodes',
      '1000',
    )
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/\n {3}14 +≥[\d,]+ +≥[\d.]+/)
    expect(r.out).toMatch(/\n {3}16 +– +–/)
    expect(r.out).toContain('Stopped at the budget of 1,000 nodes expanded')
  })

  it('refuses bad options with exit 2 and says why', async () => {
    expect(await cli('--depths', '0-3')).toMatchObject({
      code: 2,
      err: expect.stringContaining('Depth 0 is out of range'),
    })
    expect(await cli('--per-depth', 'many')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--per-depth must be a whole number'),
    })
    expect(await cli('--algorithms', 'astar', '--heuristics', 'euclid')).toMatchObject({
      code: 2,
      err: expect.stringContaining('"astar:euclid" needs a heuristic'),
    })
    expect(await cli('--goal', '1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0')).toMatchObject({
      code: 2,
      err: expect.stringContaining('up to 9 cells'),
    })
    expect(await cli('1 2 3/4 5 6/7 8 0')).toMatchObject({
      code: 2,
      err: expect.stringContaining('takes no input'),
    })
    expect(await cli('--max-memory', '5')).toMatchObject({
      code: 2,
      err: expect.stringContaining('takes no --max-memory'),
    })
  })

  it('has help that states the counting conventions', async () => {
    const r = await cli('--help')
    expect(r.code).toBe(0)
    expect(r.out).toContain('never undoes the last move')
    expect(r.out).toContain('Counting conventions')
  })
})
