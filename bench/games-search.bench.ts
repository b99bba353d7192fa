/**
 * Benches for the games notebook's searches beyond perfect solving: depth-limited alpha-beta with
 * the evaluation on the empty 7×6 board (a fixed depth, and how deep iterative deepening gets in
 * the play widget's default two seconds), expectimax over every tic-tac-toe position, Pig solved
 * to 100, and Monte Carlo tree search (10,000 playouts on Connect Four, and each game's curve as
 * the page's Measure runs it). Each row notes what it found on stderr.
 */
import { iterativeDeepening, moveValuesAtDepth, newDepthCount, expectimax } from '../src/solvers/game.ts'
import { connectFour, emptyPosition, parsePosition, EXAMPLE } from '../src/solvers/connect4/index.ts'
import { centreFirstOrder, connectFourEvaluation } from '../src/solvers/connect4/evaluate.ts'
import { mcts, DEFAULT_EXPLORATION } from '../src/solvers/mcts.ts'
import { curve } from '../src/solvers/mcts-jobs.ts'
import { firstPlayerWins, solvePig } from '../src/solvers/pig/pig.ts'
import { reachablePositions } from '../src/solvers/tictactoe/exercises.ts'
import { ticTacToe, toMove } from '../src/solvers/tictactoe/model.ts'
import { register } from './lib.ts'

const noted = new Set<string>()
const note = (name: string, text: string): void => {
  if (noted.has(name)) return
  noted.add(name)
  process.stderr.write(`  ${name}: ${text}\n`)
}

register(
  {
    name: 'games/c4-depth8-empty',
    runs: 5,
    warmup: 1,
    run: () => {
      const count = newDepthCount()
      const values = moveValuesAtDepth(
        connectFour,
        emptyPosition(),
        8,
        connectFourEvaluation,
        count,
        centreFirstOrder(7),
      )
      note(
        'games/c4-depth8-empty',
        `${count.nodes.toLocaleString('en-US')} nodes, every column to depth 8, centre first`,
      )
      return values[3].value
    },
  },
  {
    name: 'games/c4-deepening-empty-2s',
    runs: 3,
    warmup: 0,
    run: () => {
      const r = iterativeDeepening(
        connectFour,
        emptyPosition(),
        connectFourEvaluation,
        { maxDepth: 42, deadline: performance.now() + 2000 },
        centreFirstOrder(7),
      )
      note(
        'games/c4-deepening-empty-2s',
        `reached depth ${r.depth} in 2 s (${r.nodes.toLocaleString('en-US')} nodes)`,
      )
      return r.depth
    },
  },
  {
    name: 'games/ttt-expectimax-all',
    runs: 9,
    warmup: 2,
    run: () => {
      const memo = new Map()
      let sum = 0
      for (const b of reachablePositions()) sum += expectimax(ticTacToe, b, toMove(b), memo).value
      return sum
    },
  },
  {
    name: 'games/pig-100',
    runs: 3,
    warmup: 1,
    run: () => {
      const s = solvePig(100)
      note(
        'games/pig-100',
        `first player wins ${(100 * firstPlayerWins(s)).toFixed(2)}%, ${s.sweeps.toLocaleString('en-US')} sweeps`,
      )
      return firstPlayerWins(s)
    },
  },
  {
    name: 'games/mcts-c4-10000',
    runs: 5,
    warmup: 1,
    run: () => {
      const r = mcts(connectFour, parsePosition(EXAMPLE), {
        playouts: 10_000,
        exploration: DEFAULT_EXPLORATION,
        seed: 1,
      })
      note(
        'games/mcts-c4-10000',
        `column ${r.best + 1}, ${r.treeSize.toLocaleString('en-US')} positions in the tree`,
      )
      return r.best
    },
  },
  {
    name: 'games/mcts-curve-c4',
    runs: 3,
    warmup: 1,
    run: () => {
      const c = curve({ kind: 'curve', game: 'connect4', exploration: DEFAULT_EXPLORATION, seed: 1 })
      note(
        'games/mcts-curve-c4',
        `rates ${c.rates.map((r) => `${Math.round(100 * r)}%`).join(' ')} at ${c.levels.join(' ')} playouts`,
      )
      return c.rates[c.rates.length - 1]
    },
  },
  {
    name: 'games/mcts-curve-ttt',
    runs: 3,
    warmup: 1,
    run: () =>
      curve({ kind: 'curve', game: 'tictactoe', exploration: DEFAULT_EXPLORATION, seed: 1 }).rates[0],
  },
)
