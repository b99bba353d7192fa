// puzzle-notebook graph search, grid search and grid scen, run as real processes: the option and
// JSON key names the notebook promises, the batch contract (one line per input line), the exit
// codes, and paths that replay.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parseTask, solvesMoves } from '../../src/solvers/route/grid.ts'
import { EXAMPLE_GRID } from '../../src/solvers/route/examples.ts'
import { NO_HANG } from './helpers.ts'

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))
const FIXTURES = fileURLToPath(new URL('../fixtures/route/', import.meta.url))
const cli = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, [MAIN, ...args], { input, encoding: 'utf8', ...NO_HANG })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}
const dir = mkdtempSync(join(tmpdir(), 'route-cli-'))
const file = (name: string, text: string): string => {
  writeFileSync(join(dir, name), text)
  return join(dir, name)
}

describe('graph search', () => {
  it('Romania, Arad to Bucharest: path, cost and the expansion order, as text and JSON', () => {
    const text = cli(['graph', 'search', 'romania', '--from', 'Arad', '--to', 'Bucharest'])
    expect(text.status).toBe(0)
    expect(text.stdout).toBe(
      'Arad -> Sibiu -> Rimnicu Vilcea -> Pitesti -> Bucharest\ncost 418\nexpanded 5: Arad, Sibiu, Rimnicu Vilcea, Fagaras, Pitesti\n',
    )
    const greedy = JSON.parse(cli(['graph', 'search', 'romania', '--algorithm', 'greedy', '--json']).stdout)
    expect(greedy).toMatchObject({
      path: ['Arad', 'Sibiu', 'Fagaras', 'Bucharest'],
      cost: 450,
      expanded: ['Arad', 'Sibiu', 'Fagaras'],
      optimal: false,
    })
    const ucs = JSON.parse(
      cli([
        'graph',
        'search',
        'romania',
        '--from',
        'arad',
        '--to',
        'bucharest',
        '--algorithm',
        'ucs',
        '--json',
      ]).stdout,
    )
    expect(ucs.cost).toBe(418)
    expect(ucs.expanded.slice(0, 4)).toEqual(['Arad', 'Zerind', 'Timisoara', 'Sibiu'])
    const rv = JSON.parse(
      cli(['graph', 'search', 'romania', '--from', 'rimnicu-vilcea', '--to', 'Iasi', '--json']).stdout,
    )
    expect(rv.path[0]).toBe('Rimnicu Vilcea')
  })

  it('a CS188 graph from a file, its start, goals and heuristic; a batch of files', () => {
    const g = file(
      'g.txt',
      'start_state: S\ngoal_states: G\nS a A 1\nS b G 5\nA c G 1\nheuristic:\nS 2\nA 1\n',
    )
    const r = JSON.parse(cli(['graph', 'search', g, '--json']).stdout)
    expect(r).toMatchObject({ from: 'S', to: ['G'], path: ['S', 'A', 'G'], cost: 2, expanded: ['S', 'A'] })
    const bfs = cli(['graph', 'search', g, '--algorithm', 'bfs'])
    expect(bfs.stdout).toBe('S -> G\ncost 5 (the cheapest costs 2)\nexpanded 1: S\n')
    const batch = cli(['graph', 'search', '-', '--json'], `${g}\n\nromania\nnope.txt\n`)
    const lines = batch.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(lines).toHaveLength(4)
    expect(lines[0].cost).toBe(2)
    expect(lines[1]).toBeNull()
    expect(lines[2].cost).toBe(418)
    expect(lines[3]).toEqual({
      error: 'nope.txt: no such file (a graph in the CS188 format, or "romania").',
      line: 4,
    })
    expect(batch.status).toBe(2)
  })

  it('exit 1 with no route, 2 for bad input, 3 at the node budget', () => {
    const g = file('cut.txt', 'start_state: S\ngoal_states: G\nS a A 1\nG b S 1\n')
    const none = cli(['graph', 'search', g])
    expect(none.status).toBe(1)
    expect(none.stderr).toContain('No route from S to G.')
    const bad = cli(['graph', 'search', file('bad.txt', 'S a B zero\n')])
    expect(bad.status).toBe(2)
    expect(bad.stderr).toContain('Line 1: the cost must be a number above 0, not "zero".')
    expect(cli(['graph', 'search', 'romania', '--to', 'Paris']).stderr).toContain('no state "Paris"')
    expect(cli(['graph', 'search', 'romania', '--algorithm', 'iddfs', '--max-nodes', '3']).status).toBe(3)
    const two = file('two.txt', 'start_state: S\ngoal_states: G H\nS a G 1\nS b H 2\n')
    expect(cli(['graph', 'search', two, '--algorithm', 'bidirectional']).stderr).toContain('needs one goal')
  })
})

describe('grid search', () => {
  it('a grid in the notation, inline or in a file: cost, moves that replay, x,y cells', () => {
    const r = JSON.parse(cli(['grid', 'search', EXAMPLE_GRID, '--json']).stdout)
    expect(Object.keys(r)).toEqual([
      'algorithm',
      'heuristic',
      'connect',
      'from',
      'to',
      'cost',
      'length',
      'path',
      'moves',
      'expanded',
      'generated',
      'optimal',
    ])
    const task = parseTask(EXAMPLE_GRID)
    expect(solvesMoves(task, r.moves)).toBe(true)
    expect(r.from).toEqual([task.start % task.width, Math.floor(task.start / task.width)])
    expect(r.optimal).toBe(true)
    const four = JSON.parse(
      cli(['grid', 'search', file('g.grid', EXAMPLE_GRID.replaceAll('/', '\n')), '--connect', '4', '--json'])
        .stdout,
    )
    expect(four.heuristic).toBe('manhattan')
    expect(four.moves.every((m: string) => m.length === 1)).toBe(true)
  })

  it('a Moving AI map with --from and --to (x = column, y = row)', () => {
    const map = join(FIXTURES, 'hand-6x4.map')
    const r = JSON.parse(cli(['grid', 'search', map, '--from', '0,0', '--to', '5,3', '--json']).stdout)
    expect(r.cost).toBeCloseTo(6 + Math.SQRT2, 8)
    expect(r.path[0]).toEqual([0, 0])
    expect(r.path.at(-1)).toEqual([5, 3])
    expect(cli(['grid', 'search', map, '--from', '0,0', '--to', '5,3']).stdout).toMatch(
      /^cost 7\.41421356, \d+ moves: /,
    )
    expect(cli(['grid', 'search', map, '--from', '2,0', '--to', '5,3']).stderr).toContain(
      '--from 2,0 is a wall.',
    )
    expect(cli(['grid', 'search', map, '--from', '9,0', '--to', '5,3']).stderr).toContain('off the grid')
    expect(cli(['grid', 'search', map]).stderr).toContain('marks no start')
  })

  it('no path: exit 1; a batch answers each line', () => {
    const none = cli(['grid', 'search', 'S@G'])
    expect(none.status).toBe(1)
    expect(none.stderr).toContain('No path')
    const batch = cli(['grid', 'search', '-'], 'S.G\nS@G\nSxG\n')
    expect(batch.stdout.split('\n').slice(0, 3)).toEqual([
      'cost 2, 2 moves: E E; expanded 2',
      'no solution: No path from 0,0 to 2,0 (8-connected).',
      expect.stringMatching(
        /^error: SxG: no such file .*; and as a grid: Row 1, column 2: "x" is not a cell/,
      ),
    ])
  })
})

describe('grid scen', () => {
  it('one line per scenario, the length found and the file’s, then the summary', () => {
    const r = cli(['grid', 'scen', join(FIXTURES, 'hand-6x4.map.scen')])
    expect(r.status).toBe(0)
    const lines = r.stdout.trim().split('\n')
    expect(lines).toHaveLength(6)
    expect(lines[3]).toBe('scenario 4 (bucket 1): 0,0 -> 5,3: 7.41421356, file 7.41421356, same')
    expect(lines[5]).toBe("5 of 5 scenarios reproduce the file's optimal length.")
    const json = JSON.parse(cli(['grid', 'scen', join(FIXTURES, 'maze-63.map.scen'), '--json']).stdout)
    expect(json.same).toBe(json.scenarios)
    expect(Object.keys(json.rows[0])).toEqual([
      'index',
      'bucket',
      'start',
      'goal',
      'length',
      'expected',
      'same',
    ])
  })

  it('--map names the map; a wrong length exits 1 naming the first scenario that differs', () => {
    const scen = file(
      'x.scen',
      'version 1\n0\tnowhere.map\t6\t4\t0\t0\t1\t0\t1.00000000\n1\tnowhere.map\t6\t4\t0\t0\t5\t3\t7.00000000\n',
    )
    expect(cli(['grid', 'scen', scen]).stderr).toContain('give it with --map')
    const r = cli(['grid', 'scen', scen, '--map', join(FIXTURES, 'hand-6x4.map')])
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('1 of 2 scenarios reproduce')
    expect(r.stderr).toContain('scenario 2, 0,0 -> 5,3, found 7.41421356, file 7.00000000')
    const wrongSize = file('y.scen', 'version 1\n0\tm.map\t9\t9\t0\t0\t1\t0\t1.00000000\n')
    expect(cli(['grid', 'scen', wrongSize, '--map', join(FIXTURES, 'hand-6x4.map')]).stderr).toContain(
      'Scenario 1 is for a 9×9 map; this map is 6×4.',
    )
  })
})
