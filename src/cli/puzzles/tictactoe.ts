/**
 * `puzzle-notebook tictactoe solve|count|expectimax …` — tic-tac-toe through the `Game` contract:
 * the value of a board and of each move by negamax with alpha-beta, the game tree below a board
 * counted, and expectimax against an opponent who plays uniformly at random.
 */
import {
  census,
  formatBoard,
  parseBoard,
  ticTacToe,
  toMove,
  isOver,
  winner,
  puzzle as description,
} from '../../solvers/tictactoe/index.ts'
import { moveValues as valuesOfMoves, newCount } from '../../solvers/game.ts'
import { expectimaxAnalysis } from '../../solvers/tictactoe/chance.ts'
import { cliPuzzle, type Outcome, type Puzzle, type Verb } from '../io.ts'

const NOTATION_HELP = `Notation
  A board is three rows, top first, separated by "/": x and o for the marks, "." for an empty
  cell (also - or _):   x.o/.x./...    The empty board is .../.../...
  Cells are numbered 1..9 row by row from the top left:   1 2 3 / 4 5 6 / 7 8 9
  X moves first, so a board has as many X as O, or one more; play stops at the first line.

Value, for the side to move, with perfect play: 1 a win, 0 a draw, -1 a loss.

Exit codes
  0  answered;  2  bad input (a board that cannot happen, a bad character: the message says where)`

const WORD: Record<string, string> = { '1': 'win', '0': 'draw', '-1': 'loss' }

function solveBoard(input: string): Outcome {
  const b = parseBoard(input)
  const mover = toMove(b) === 0 ? 'x' : 'o'
  if (isOver(b)) {
    const w = winner(b)
    return {
      status: 'solved',
      text: `game over: ${w ? `${w.toUpperCase()} has a line` : 'a draw'}`,
      json: `{"value":${w ? -1 : 0},"toMove":"${mover}","best":[],"moves":{},"nodes":0}`,
    }
  }
  const count = newCount()
  const values = valuesOfMoves(ticTacToe, b, count).map((m) => ({ cell: m.move, value: m.value + 0 }))
  const value = Math.max(...values.map((m) => m.value))
  const best = values.filter((m) => m.value === value).map((m) => m.cell)
  const moves = Object.fromEntries(values.map((m) => [m.cell, m.value]))
  return {
    status: 'solved',
    text: `${mover.toUpperCase()} to move: ${WORD[value]}; best cells ${best.join(' ')} (${count.nodes} nodes)`,
    json: JSON.stringify({ value, toMove: mover, best, moves, nodes: count.nodes }),
  }
}

function countBoard(input: string): Outcome {
  const b = parseBoard(input)
  const c = census(b)
  const games = c.games.x + c.games.o + c.games.draw
  const finished = c.finished.x + c.finished.o + c.finished.draw
  return {
    status: 'solved',
    text: [
      `from ${formatBoard(b)}: ${c.positions} positions (${c.positionsUpToSymmetry} up to symmetry), ${c.treeNodes} tree nodes`,
      `${games} games: X wins ${c.games.x}, O wins ${c.games.o}, draws ${c.games.draw}`,
      `${finished} finished positions: X wins ${c.finished.x}, O wins ${c.finished.o}, draws ${c.finished.draw}`,
      `value for the side to move: ${WORD[String(c.value)]}`,
    ].join('\n'),
    json: JSON.stringify(c),
  }
}

const solve: Verb = {
  name: 'solve',
  budgets: [],
  noBudget: 'the whole game is 5,478 positions, searched in milliseconds',
  summary: "a board's value for the side to move and its best cells",
  help: `Usage: puzzle-notebook tictactoe solve <board|-> [--json]

The value of the board for the side to move and the value of every move, by negamax with
alpha-beta (cells in order 1..9):
  $ puzzle-notebook tictactoe solve "x.o/.x./..."
  O to move: loss; best cells …
With --json: {"value":v,"toMove":"o","best":[…],"moves":{"2":v,…},"nodes":N}

${NOTATION_HELP}`,
  answer: solveBoard,
}

const count: Verb = {
  name: 'count',
  budgets: [],
  noBudget: 'the whole game is 5,478 positions, searched in milliseconds',
  summary: 'count the game tree below a board: positions, games, outcomes',
  help: `Usage: puzzle-notebook tictactoe count <board|-> [--json]

Walks every game from the board to its end and counts: positions (distinct boards, the start
included), positions up to the square's eight symmetries, games (paths to a finished board) and
finished positions by outcome, and the minimax value. From the empty board:
  $ puzzle-notebook tictactoe count .../.../...

${NOTATION_HELP}`,
  answer: countBoard,
}

/** A probability or expected value, short: 0.4722 (four decimals; JSON keeps every digit). */
const short = (x: number): string => String(Number(x.toFixed(4)))

function expectimaxBoard(input: string): Outcome {
  const b = parseBoard(input)
  const mover = toMove(b) === 0 ? 'x' : 'o'
  const a = expectimaxAnalysis(b)
  const json = JSON.stringify({
    value: a.value,
    win: a.win,
    draw: a.draw,
    loss: a.loss,
    best: a.best,
    toMove: mover,
    moves: Object.fromEntries(
      a.moves.map((m) => [m.cell, { value: m.value, win: m.win, draw: m.draw, loss: m.loss }]),
    ),
  })
  if (isOver(b)) {
    const w = winner(b)
    return { status: 'solved', text: `game over: ${w ? `${w.toUpperCase()} has a line` : 'a draw'}`, json }
  }
  return {
    status: 'solved',
    text: `${mover.toUpperCase()} to move against a random opponent: value ${short(a.value)} (win ${short(a.win)}, draw ${short(a.draw)}, loss ${short(a.loss)}); best cells ${a.best.join(' ')}`,
    json,
  }
}

const expectimax: Verb = {
  name: 'expectimax',
  budgets: [],
  noBudget: 'the whole game is 5,478 positions, searched in milliseconds',
  summary: 'expectimax against an opponent who plays uniformly at random: value, win/draw/loss, best cells',
  help: `Usage: puzzle-notebook tictactoe expectimax <board|-> [--json]

The side to move maximises its expected result (+1 win, 0 draw, -1 loss); the other side picks
any empty cell, each equally likely (a chance node). Prints the expected value, the probabilities
of a win, a draw and a loss when the side to move plays its best moves, and those best cells:
  $ puzzle-notebook tictactoe expectimax .../.../...
  X to move against a random opponent: value … (win …, draw …, loss …); best cells …
With --json: {"value":v,"win":p,"draw":p,"loss":p,"best":[…],"toMove":"x","moves":{"1":{…},…}}
Among moves of equal value the probabilities are the first one's (cells in order 1..9). A finished
board answers its value (-1 or 0) with best [].

${NOTATION_HELP}`,
  answer: expectimaxBoard,
}

export const puzzle: Puzzle = cliPuzzle({
  puzzle: description,
  input: 'board',
  summary: 'Tic-tac-toe: the whole game tree counted, minimax and alpha-beta, expectimax',
  notation: NOTATION_HELP,
  verbs: [solve, count, expectimax],
})
