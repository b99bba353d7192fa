// `puzzle-notebook sliding search`: the search lab's algorithms as a verb of the sliding CLI,
// called through cliOutput and answerOne as the command would call it.
import { describe, expect, it } from 'vitest'
import { answerOne, cliOutput, EXIT_GAVE_UP, type Puzzle } from '../../src/cli/io.ts'
import { defaultGoal, isSolution } from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import { CLI_ALGORITHMS, searchVerb } from '../../src/cli/search-verb.ts'

const PUZZLE: Puzzle = {
  name: 'sliding',
  slug: 'sliding-puzzles',
  summary: '',
  help: '',
  verbs: [searchVerb],
}
const json = (board: string, values: Record<string, string>) =>
  JSON.parse(cliOutput(PUZZLE, 'search', board, { json: true, values }))
function run(
  board: string,
  values: Record<string, string> = {},
): { code: number; sink: { out: string[]; err: string[] } } {
  const sink = { out: [] as string[], err: [] as string[] }
  const code = answerOne(searchVerb, board, { json: true, values }, sink)
  return { code, sink }
}

const BOARD = '8 1 3/4 0 2/7 6 5'
const HARD = '8 6 7/2 5 4/3 0 1'

describe('puzzle-notebook sliding search', () => {
  it("prints the issue's JSON line for every algorithm, moves replaying to the goal", () => {
    for (const algorithm of CLI_ALGORITHMS) {
      const r = json(BOARD, { algorithm })
      expect(Object.keys(r)).toEqual([
        'algorithm',
        'heuristic',
        'costModel',
        'length',
        'cost',
        'moves',
        'expanded',
        'generated',
        'peakStored',
        'optimal',
      ])
      expect(r.costModel).toBe('unit')
      expect(r.cost).toBe(r.length)
      expect(r.algorithm).toBe(algorithm)
      expect(r.heuristic).toBe(['greedy', 'astar', 'idastar'].includes(algorithm) ? 'manhattan' : null)
      expect(r.length).toBe(r.moves.length)
      expect(isSolution(parseBoard(BOARD), defaultGoal(3, 3), r.moves)).toBe(true)
    }
  })

  it('computes "optimal" from the true distance, not from the name', () => {
    expect(json(HARD, { algorithm: 'astar', heuristic: 'pdb' })).toMatchObject({ length: 31, optimal: true })
    const greedy = json(HARD, { algorithm: 'greedy' })
    expect(greedy.optimal).toBe(greedy.length === 31)
    expect(greedy.length).toBeGreaterThan(31)
    const weighted = json(HARD, { algorithm: 'astar', weight: '3' })
    expect(weighted).toMatchObject({ algorithm: 'astar', weight: 3 })
    expect(weighted.optimal).toBe(weighted.length === 31)
  })

  it('--cost tile: uniform-cost search and A* find the cheapest cost, BFS the shortest in moves priced by tile', () => {
    const ucs = json(HARD, { algorithm: 'ucs', cost: 'tile' })
    expect(ucs).toMatchObject({ algorithm: 'ucs', heuristic: null, costModel: 'tile', optimal: true })
    expect(ucs.cost).toBe(ucs.moves.reduce((s: number, m: number) => s + m, 0))
    expect(ucs.length).toBeGreaterThanOrEqual(31)
    expect(isSolution(parseBoard(HARD), defaultGoal(3, 3), ucs.moves)).toBe(true)
    expect(json(HARD, { algorithm: 'astar', cost: 'tile' })).toMatchObject({
      cost: ucs.cost,
      optimal: true,
      costModel: 'tile',
    })
    const bfs = json(HARD, { algorithm: 'bfs', cost: 'tile' })
    expect(bfs.length).toBe(31)
    expect(bfs.cost).toBe(bfs.moves.reduce((s: number, m: number) => s + m, 0))
    expect(bfs.optimal).toBe(bfs.cost === ucs.cost)
  })

  it('prints the moves alone without --json, and gives the same counts every time', () => {
    const text = cliOutput(PUZZLE, 'search', BOARD, { json: false, values: { algorithm: 'bfs' } })
    expect(text).toBe(json(BOARD, { algorithm: 'bfs' }).moves.join(' '))
    expect(json(BOARD, { algorithm: 'dfs' })).toEqual(json(BOARD, { algorithm: 'dfs' }))
  })

  it('DFS takes --max-depth and exits 1 with a reason when it finds nothing within it', () => {
    const r = run(HARD, { algorithm: 'dfs', 'max-depth': '25' })
    expect(r.code).toBe(1)
    expect(r.sink.err[0]).toMatch(
      /^Depth-first search found no solution within 25 moves \(the shortest takes 31\)/,
    )
    expect(JSON.parse(r.sink.out[0])).toMatchObject({ algorithm: 'dfs', length: null, moves: null })
    expect(json(HARD, { algorithm: 'dfs' }).length).toBeLessThanOrEqual(31) // default bound: the 3×3 diameter
  })

  it('exits 1 with the parity reason for an unsolvable board, 3 when the node budget runs out', () => {
    const r = run('2 1 3/4 5 6/7 8 0', { algorithm: 'bfs' })
    expect(r.code).toBe(1)
    expect(r.sink.err[0]).toMatch(/^Unreachable: the position is an odd permutation/)
    const b = run(HARD, { algorithm: 'iddfs', 'max-nodes': '1000' })
    expect(b.code).toBe(EXIT_GAVE_UP)
    expect(b.sink.err[0]).toMatch(
      /^Gave up after [\d,]+ nodes \(the budget is 1,000; raise it with --max-nodes\)/,
    )
    expect(JSON.parse(b.sink.out[0])).toEqual({ gaveUp: b.sink.err[0] })
  })

  it('exits 2 with a message for bad input', () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['1 2 3/4 0 5/6 7 7', {}, /Tile 7 appears twice/],
      [BOARD, { algorithm: 'beam' }, /Unknown algorithm "beam": choose dfs, bfs/],
      [
        BOARD,
        { algorithm: 'ucs', cost: 'heavy' },
        /Unknown cost model \(--cost\) "heavy": choose unit, tile/,
      ],
      [BOARD, { algorithm: 'astar', heuristic: 'euclid' }, /Unknown heuristic "euclid"/],
      [
        BOARD,
        { algorithm: 'bfs', heuristic: 'manhattan' },
        /--heuristic applies to greedy, astar and idastar/,
      ],
      [BOARD, { algorithm: 'astar', weight: '0.5' }, /--weight must be a number of at least 1/],
      [BOARD, { algorithm: 'bfs', weight: '2' }, /--weight applies to --algorithm astar only/],
      [BOARD, { algorithm: 'dfs', 'max-depth': '-3' }, /--max-depth must be a whole number/],
      [BOARD, { algorithm: 'bfs', 'max-depth': '3' }, /--max-depth applies to --algorithm dfs only/],
      ['1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15', {}, /boards of up to 9 cells/],
      [BOARD, { goal: '1 2/3 0' }, /The goal is 2×2 but the board is 3×3/],
    ]
    for (const [board, values, message] of cases) {
      const r = run(board, values)
      expect(r.code, JSON.stringify(values)).toBe(2)
      expect(r.sink.err[0]).toMatch(message)
    }
  })

  it('documents the successor order and the counts in its help', () => {
    expect(searchVerb.help).toMatch(
      /the tile above the\s+blank first, then the tile to its left, to its right, and below it/,
    )
    expect(searchVerb.help).toMatch(/peakStored/)
    expect(searchVerb.options).toEqual(['algorithm', 'heuristic', 'weight', 'max-depth', 'cost', 'goal'])
    expect(searchVerb.help).toMatch(/--max-nodes {2}give up after expanding N nodes \(exit 3/)
  })

  it('answers a batch one line each', () => {
    const out = cliOutput(PUZZLE, 'search', `${BOARD}\n1 2 3/4 5 6/7 0 8\n`, {
      json: true,
      stdin: true,
      values: { algorithm: 'bidirectional' },
    })
    expect(out.split('\n').map((l) => JSON.parse(l).length)).toEqual([
      json(BOARD, { algorithm: 'bfs' }).length,
      1,
    ])
  })
})
