/**
 * Monte Carlo tree search on the games notebook's two games, judged by their exact solvers: the
 * jobs the one worker entry serves as `mcts` (src/solvers/registry.ts), callable from Node too (the CLI, the tests, the bench).
 *
 * Vocabulary:
 *   perfect move   a move that keeps the position's value with perfect play by both sides: for
 *                  tic-tac-toe by negamax, for Connect Four by the perfect solver (its best columns).
 *   curve          how often MCTS's move is perfect, for a growing number of playouts, over a
 *                  fixed set of positions (CURVE_POSITIONS of each game) and a few seeds per
 *                  position: a measurement of how much search MCTS needs.
 *   baseline       the same rate for a player who picks a legal move uniformly at random.
 */
import { InputError, type JobContext } from './contract.ts'
import { mcts, type MctsSettings } from './mcts.ts'
import { mulberry32 } from './random.ts'
import {
  connectFour,
  formatPosition,
  isOver as c4Over,
  legalColumns,
  parsePosition,
  type Position,
} from './connect4/board.ts'
import { randomPositions } from './connect4/random.ts'
import { solverFor } from './connect4/solver.ts'
import { emptyCells, isOver as tttOver, ticTacToe, type Board } from './tictactoe/model.ts'
import { formatBoard, parseBoard } from './tictactoe/notation.ts'
import { perfectCells } from './tictactoe/chance.ts'
import { reachablePositions } from './tictactoe/exercises.ts'

export type GameName = 'tictactoe' | 'connect4'

export const GAME_NAMES: readonly GameName[] = ['tictactoe', 'connect4']

/** The limits a request is checked against (the page's and the CLI's). */
export const MAX_PLAYOUTS = 1_000_000
export const MAX_EXPLORATION = 10

/** The perfect solver's budget when it judges MCTS's move (early 7×6 positions need more: not judged). */
export const JUDGE_MAX_NODES = 20_000_000

export interface MctsRequest extends MctsSettings {
  kind: 'mcts'
  game: GameName
  position: string
}

export interface MctsAnswer {
  game: GameName
  position: string
  /** MCTS's move: a cell 1..9 or a column 1..W. */
  best: number
  /** Every legal move (1-based), its visits and mean reward for the side to move. */
  moves: { move: number; visits: number; mean: number | null }[]
  playouts: number
  treeSize: number
  /** The perfect moves (1-based), or null when the exact solver could not judge within its budget. */
  perfectMoves: number[] | null
  /** Whether MCTS's move is one of them (null: not judged). */
  perfect: boolean | null
}

export function checkSettings(s: MctsSettings): void {
  if (!Number.isInteger(s.playouts) || s.playouts < 1 || s.playouts > MAX_PLAYOUTS)
    throw new InputError(
      `Playouts must be a whole number from 1 to ${MAX_PLAYOUTS.toLocaleString('en-US')}, got ${s.playouts}.`,
    )
  if (!Number.isFinite(s.exploration) || s.exploration < 0 || s.exploration > MAX_EXPLORATION)
    throw new InputError(
      `The exploration constant must be a number from 0 to ${MAX_EXPLORATION}, got ${s.exploration}.`,
    )
  if (!Number.isInteger(s.seed) || s.seed < 0 || s.seed > 0xffffffff)
    throw new InputError(`The seed must be a whole number from 0 to 4294967295, got ${s.seed}.`)
}

/** The perfect columns (1-based) of a Connect Four position, or null past the judge's budget. */
export function perfectColumns(p: Position, ctx?: Partial<JobContext>): number[] | null {
  const solver = solverFor(p.width, p.height)
  try {
    return solver.analyse(p, { signal: ctx?.signal, budget: { maxNodes: JUDGE_MAX_NODES } }).best
  } catch (err) {
    if ((err as Error).name === 'BudgetError') return null
    throw err
  }
}

/** MCTS on one position, and the exact solver's verdict on its move. */
export function runMcts(req: MctsRequest, ctx: Partial<JobContext> = {}): MctsAnswer {
  checkSettings(req)
  const options = { signal: ctx.signal, onProgress: ctx.onProgress }
  if (req.game === 'tictactoe') {
    const b = parseBoard(req.position)
    if (tttOver(b)) throw new InputError('The game is over: there is no move to choose.')
    const r = mcts(ticTacToe, b, req, options)
    const perfectMoves = perfectCells(b)
    return {
      game: req.game,
      position: formatBoard(b),
      ...r,
      perfectMoves,
      perfect: perfectMoves.includes(r.best),
    }
  }
  const p = parsePosition(req.position)
  if (c4Over(p)) throw new InputError('The game is over: there is no move to choose.')
  const r = mcts(connectFour, p, req, options)
  const perfectMoves = perfectColumns(p, ctx)
  return {
    game: req.game,
    position: formatPosition(p),
    best: r.best + 1,
    moves: r.moves.map((m) => ({ ...m, move: m.move + 1 })),
    playouts: r.playouts,
    treeSize: r.treeSize,
    perfectMoves,
    perfect: perfectMoves === null ? null : perfectMoves.includes(r.best + 1),
  }
}

// --- the curve ---------------------------------------------------------------------------------

/** How many positions each game's curve uses, and the playouts it tries. */
export const CURVE = {
  tictactoe: { positions: 24, levels: [1, 3, 10, 30, 100, 300, 1000] },
  connect4: { positions: 16, levels: [10, 30, 100, 300, 1000, 3000] },
} as const

/** Seeds per position and level: the same positions, searched this many times each. */
export const CURVE_SEEDS = 3

/** A fixed position of a curve: its notation, its legal moves and its perfect moves (1-based). */
export interface CurvePosition {
  position: string
  legal: number[]
  perfect: number[]
}

let tttCurve: CurvePosition[] | null = null
let c4Curve: CurvePosition[] | null = null

/**
 * Tic-tac-toe's fixed positions: a seeded sample of the reachable positions that are not over and
 * where some move is not perfect (otherwise any move would do).
 */
export function tictactoeCurvePositions(): CurvePosition[] {
  if (tttCurve) return tttCurve
  const candidates = reachablePositions().flatMap((b: Board) => {
    if (tttOver(b)) return []
    const legal = emptyCells(b)
    const perfect = perfectCells(b)
    return perfect.length < legal.length ? [{ position: formatBoard(b), legal, perfect }] : []
  })
  const rand = mulberry32(30)
  const out: CurvePosition[] = []
  while (out.length < CURVE.tictactoe.positions) {
    const k = Math.floor(rand() * candidates.length)
    out.push(candidates[k])
    candidates.splice(k, 1)
  }
  tttCurve = out
  return out
}

/**
 * Connect Four's fixed positions: seeded 7×6 middle games (16 to 22 stones, quick for the perfect
 * solver) where some column is not perfect.
 */
export function connect4CurvePositions(ctx: Partial<JobContext> = {}): CurvePosition[] {
  if (c4Curve) return c4Curve
  const out: CurvePosition[] = []
  for (const p of randomPositions({ width: 7, height: 6 }, 200, 16, 22, 30)) {
    if (out.length === CURVE.connect4.positions) break
    const legal = legalColumns(p).map((c) => c + 1)
    const perfect = perfectColumns(p, ctx)
    if (perfect && perfect.length < legal.length) out.push({ position: formatPosition(p), legal, perfect })
  }
  c4Curve = out
  return out
}

export interface CurveRequest {
  kind: 'curve'
  game: GameName
  exploration: number
  seed: number
}

export interface CurveAnswer {
  game: GameName
  levels: number[]
  /** The fraction of runs whose move was perfect, per level. */
  rates: number[]
  /** A uniformly random move's chance of being perfect, averaged over the positions. */
  baseline: number
  positions: number
  /** Runs per level: positions × seeds. */
  runs: number
}

/** The curve: for each level of playouts, MCTS on every fixed position with CURVE_SEEDS seeds. */
export function curve(req: CurveRequest, ctx: Partial<JobContext> = {}): CurveAnswer {
  checkSettings({ playouts: 1, exploration: req.exploration, seed: req.seed })
  const positions = req.game === 'tictactoe' ? tictactoeCurvePositions() : connect4CurvePositions(ctx)
  const levels = [...CURVE[req.game].levels]
  const total = levels.reduce((a, b) => a + b, 0) * positions.length * CURVE_SEEDS
  let done = 0
  const rates = levels.map((playouts) => {
    let perfect = 0
    for (const [i, fixed] of positions.entries()) {
      for (let s = 0; s < CURVE_SEEDS; s++) {
        const settings = {
          playouts,
          exploration: req.exploration,
          seed: (req.seed + 7919 * (i * CURVE_SEEDS + s)) >>> 0,
        }
        const options = {
          signal: ctx.signal,
          onProgress: (q: { explored: number }) =>
            ctx.onProgress?.({ explored: done + q.explored, note: `${playouts} playouts` }),
        }
        const best =
          req.game === 'tictactoe'
            ? mcts(ticTacToe, parseBoard(fixed.position), settings, options).best
            : mcts(connectFour, parsePosition(fixed.position), settings, options).best + 1
        if (fixed.perfect.includes(best)) perfect++
        done += playouts
      }
    }
    ctx.onProgress?.({ explored: done, note: `${playouts} playouts` })
    return perfect / (positions.length * CURVE_SEEDS)
  })
  const baseline = positions.reduce((a, p) => a + p.perfect.length / p.legal.length, 0) / positions.length
  void total
  return {
    game: req.game,
    levels,
    rates,
    baseline,
    positions: positions.length,
    runs: positions.length * CURVE_SEEDS,
  }
}

export const jobs = { mcts: runMcts, curve }
export type MctsJobs = typeof jobs
