/**
 * Games benches: tic-tac-toe's whole tree (the census, minimax, alpha-beta), Connect Four's empty
 * board of every size up to 30 cells (and the three of 35–36 cells: tens of seconds each), 1,000
 * seeded 7×6 middle games with 20 to 30 stones (and the time of every column's score by the number
 * of stones, 10 to 20), and the same 1,000 (and the empty 6×5 board) by a
 * plain C baseline of the same algorithm, bench/c/connect4.c, compiled with `cc -O2` when the row
 * runs. Without a C compiler the C rows print "skipped" on stderr and time nothing.
 *
 * Every Connect Four row clears the transposition table before each position, as the C does, and
 * the C rows check that the C scores equal ours.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  emptyPosition,
  formatPosition,
  randomPositions,
  Solver,
  type Position,
} from '../src/solvers/connect4/index.ts'
import { minimax, negamax, newCount } from '../src/solvers/game.ts'
import { census, ticTacToe } from '../src/solvers/tictactoe/index.ts'
import { register, type Bench } from './lib.ts'

const C_SOURCE = fileURLToPath(new URL('./c/connect4.c', import.meta.url))
const MIDDLE_GAMES = 1000

/** The seeded middle games: 7×6, 20 to 30 stones, none finished. */
let middle: Position[] = []
let middleScores: number[] = []
const middleGames = (): Position[] => {
  if (middle.length === 0) middle = randomPositions({ width: 7, height: 6 }, MIDDLE_GAMES, 20, 30, 20261124)
  return middle
}

const solver76 = (): Solver => new Solver(7, 6)

function solveAll(
  solver: Solver,
  positions: readonly Position[],
): { sum: number; nodes: number; scores: number[] } {
  let sum = 0
  const scores: number[] = []
  const before = solver.nodes
  for (const p of positions) {
    solver.reset()
    const s = solver.solve(p)
    scores.push(s)
    sum += s
  }
  return { sum, nodes: solver.nodes - before, scores }
}

/** Compiles the C baseline once (null when there is no C compiler). */
let binary: string | null | undefined
function cBinary(): string | null {
  if (binary !== undefined) return binary
  const out = join(mkdtempSync(join(tmpdir(), 'c4-')), 'connect4')
  const r = spawnSync('cc', ['-O2', '-o', out, C_SOURCE], { encoding: 'utf8' })
  binary = r.status === 0 ? out : null
  if (binary === null)
    process.stderr.write(`  C baseline skipped: no C compiler (${r.error?.message ?? r.stderr.trim()})\n`)
  return binary
}

/** Runs the C baseline on `lines`; checks its scores against `expected`; returns the score sum. */
function runC(
  name: string,
  width: number,
  height: number,
  lines: string,
  expected: readonly number[],
): number {
  const bin = cBinary()
  if (bin === null) {
    process.stderr.write(`  ${name}: skipped (no C compiler)\n`)
    return 0
  }
  const r = spawnSync(bin, [String(width), String(height)], {
    input: lines,
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  })
  const rows = r.stdout
    .trim()
    .split('\n')
    .map((l) => l.split(' ').map(Number))
  const wrong = rows.filter(([s], k) => s !== expected[k]).length
  if (rows.length !== expected.length || wrong > 0)
    throw new Error(`${name}: the C baseline disagrees on ${wrong} of ${expected.length} positions.`)
  lastC.set(name, {
    ms: Number(/total_ms ([\d.]+)/.exec(r.stderr)?.[1]),
    nodes: rows.reduce((n, [, k]) => n + k, 0),
  })
  return rows.reduce((n, [s]) => n + s, 0)
}
const lastC = new Map<string, { ms: number; nodes: number }>()

const EMPTY_SIZES: [number, number][] = [
  [4, 4],
  [5, 4],
  [4, 5],
  [6, 4],
  [4, 6],
  [5, 5],
  [7, 4],
  [4, 7],
  [6, 5],
  [5, 6],
  [7, 5],
  [5, 7],
  [6, 6],
]

function emptyRow(width: number, height: number): Bench {
  const cells = width * height
  const solver = new Solver(width, height)
  let nodes = 0
  return {
    name: `games/c4-empty-${width}x${height}`,
    runs: cells <= 25 ? 5 : cells <= 30 ? 3 : 1,
    warmup: cells <= 30 ? 1 : 0,
    run: () => {
      solver.reset()
      const before = solver.nodes
      const score = solver.solve(emptyPosition({ width, height }))
      if (solver.nodes - before !== nodes) {
        nodes = solver.nodes - before
        process.stderr.write(
          `  games/c4-empty-${width}x${height}: score ${score}, ${nodes.toLocaleString('en-US')} nodes\n`,
        )
      }
      return score
    },
  }
}

register(
  { name: 'games/ttt-census', runs: 5, warmup: 1, run: () => census().games.x },
  {
    name: 'games/ttt-minimax',
    runs: 5,
    warmup: 1,
    run: () => {
      const c = newCount()
      minimax(ticTacToe, 0, c)
      return c.nodes
    },
  },
  {
    name: 'games/ttt-alphabeta',
    runs: 15,
    warmup: 3,
    run: () => {
      const c = newCount()
      negamax(ticTacToe, 0, -Infinity, Infinity, c)
      return c.nodes
    },
  },
  ...EMPTY_SIZES.map(([w, h]) => emptyRow(w, h)),
  {
    name: 'games/c4-empty-6x5-c',
    runs: 3,
    warmup: 1,
    run: () => {
      const s = runC('games/c4-empty-6x5-c', 6, 5, '\n', [0])
      const c = lastC.get('games/c4-empty-6x5-c')
      if (c)
        process.stderr.write(
          `  games/c4-empty-6x5-c: ${c.nodes.toLocaleString('en-US')} nodes, ${c.ms.toFixed(0)} ms solving\n`,
        )
      return s
    },
  },
  {
    name: 'games/c4-mid-1000',
    ops: MIDDLE_GAMES,
    runs: 5,
    warmup: 1,
    setup: () => {
      middleScores = solveAll(solver76(), middleGames()).scores
    },
    run: () => {
      const r = solveAll(solverFor76(), middleGames())
      report('games/c4-mid-1000', r.nodes)
      return r.sum
    },
  },
  {
    name: 'games/c4-mid-1000-c',
    ops: MIDDLE_GAMES,
    runs: 5,
    warmup: 1,
    setup: () => {
      if (middleScores.length === 0) middleScores = solveAll(solver76(), middleGames()).scores
    },
    run: () => {
      const s = runC(
        'games/c4-mid-1000-c',
        7,
        6,
        middleGames()
          .map((p) => formatPosition(p) + '\n')
          .join(''),
        middleScores,
      )
      const c = lastC.get('games/c4-mid-1000-c')
      if (c) report('games/c4-mid-1000-c', c.nodes, c.ms)
      return s
    },
  },
  {
    // The slowest of the 1,000 by itself: what "Show the best move" costs at worst from 20 stones on.
    name: 'games/c4-mid-worst',
    runs: 5,
    warmup: 1,
    run: () => {
      const solver = solverFor76()
      let worst = { ms: 0, p: middleGames()[0] }
      for (const p of middleGames()) {
        solver.reset()
        const t = performance.now()
        solver.analyse(p)
        const ms = performance.now() - t
        if (ms > worst.ms) worst = { ms, p }
      }
      report('games/c4-mid-worst', 0, worst.ms, formatPosition(worst.p))
      return worst.p.moves.length
    },
  },
)

/**
 * How long "Show the best move" (every column) takes on 7×6 by the number of stones: 30 seeded
 * positions for each k, the median and the worst on stderr. The page's stated limit comes from it.
 */
const STONES = [10, 12, 14, 16, 18, 20] // 8 stones: up to ~50 s a position, too slow for a bench row
register({
  name: 'games/c4-by-stones',
  runs: 1,
  warmup: 0,
  run: () => {
    const solver = solverFor76()
    let sum = 0
    for (const k of STONES) {
      const times: number[] = []
      for (const p of randomPositions({ width: 7, height: 6 }, 30, k, k, 1000 + k)) {
        solver.reset()
        const t = performance.now()
        sum += solver.analyse(p).nodes
        times.push(performance.now() - t)
      }
      times.sort((a, b) => a - b)
      process.stderr.write(
        `  games/c4-by-stones: ${k} stones, 30 positions: median ${times[15].toFixed(1)} ms, worst ${times[29].toFixed(1)} ms\n`,
      )
    }
    return sum
  },
})

let kept76: Solver | null = null
function solverFor76(): Solver {
  kept76 ??= solver76()
  return kept76
}

const reported = new Set<string>()
function report(name: string, nodes: number, ms?: number, note?: string): void {
  if (reported.has(name)) return
  reported.add(name)
  const parts = [
    nodes ? `${nodes.toLocaleString('en-US')} nodes` : '',
    ms !== undefined ? `${ms.toFixed(1)} ms${note ? '' : ' solving (C, its own clock)'}` : '',
    note ? `analysing ${note} (every column)` : '',
  ]
  process.stderr.write(`  ${name}: ${parts.filter(Boolean).join(', ')}\n`)
}
