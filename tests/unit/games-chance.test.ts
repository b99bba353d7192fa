// Chance: expectimax on tic-tac-toe against a uniformly random opponent, checked three ways: a
// bottom-up table over every position (retrograde, no recursion), every game enumerated under the
// chosen moves (the probabilities multiplied along each path), and every policy tried on small
// positions. Pig, solved per score pair, against plain value iteration over all states and the
// published 53.06% for the first player at goal 100.
import { describe, expect, it } from 'vitest'
import { expectimax, TIE, type Expectation, type Player } from '../../src/solvers/game.ts'
import { expectimaxAnalysis } from '../../src/solvers/tictactoe/chance.ts'
import { reachablePositions } from '../../src/solvers/tictactoe/exercises.ts'
import {
  emptyCells,
  isOver,
  play,
  os,
  ticTacToe,
  toMove,
  winner,
  xs,
  type Board,
} from '../../src/solvers/tictactoe/model.ts'
import { parseBoard } from '../../src/solvers/tictactoe/notation.ts'
import { popcount } from '../../src/solvers/bits.ts'
import { firstPlayerWins, holdAt, index, solvePig, thresholdExceptions } from '../../src/solvers/pig/pig.ts'
import { runCli } from './helpers.ts'

const all = reachablePositions()
const stones = (b: Board): number => popcount(xs(b)) + popcount(os(b))
const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-12

/** The terminal outcome for `me`. */
function ending(b: Board, me: Player): Expectation {
  const lost = winner(b) !== null && toMove(b) === me // the side to move never made the line
  const won = winner(b) !== null && toMove(b) !== me
  return { value: won ? 1 : lost ? -1 : 0, win: won ? 1 : 0, draw: won || lost ? 0 : 1, loss: lost ? 1 : 0 }
}

/** Retrograde: positions from the fullest to the emptiest, each from its children's table entries. */
function retrograde(me: Player): Map<Board, Expectation> {
  const table = new Map<Board, Expectation>()
  const byStones = [...all].sort((a, b) => stones(b) - stones(a))
  for (const b of byStones) {
    if (isOver(b)) {
      table.set(b, ending(b, me))
      continue
    }
    const kids = emptyCells(b).map((c) => table.get(play(b, c))!)
    if (toMove(b) === me) {
      let best = kids[0]
      for (const k of kids) if (k.value > best.value + TIE) best = k
      table.set(b, best)
    } else {
      const p = 1 / kids.length
      table.set(b, {
        value: kids.reduce((a, k) => a + p * k.value, 0),
        win: kids.reduce((a, k) => a + p * k.win, 0),
        draw: kids.reduce((a, k) => a + p * k.draw, 0),
        loss: kids.reduce((a, k) => a + p * k.loss, 0),
      })
    }
  }
  return table
}

describe('expectimax against a random opponent', () => {
  it('agrees with a retrograde table on every position, for either side maximising', () => {
    for (const me of [0, 1] as Player[]) {
      const table = retrograde(me)
      const memo = new Map<number, Expectation>()
      for (const b of all) {
        const e = expectimax(ticTacToe, b, me, memo)
        const t = table.get(b)!
        for (const k of ['value', 'win', 'draw', 'loss'] as const) expect(close(e[k], t[k])).toBe(true)
      }
    }
  })

  it('its probabilities are those of every game under its moves, enumerated path by path', () => {
    for (const b of all.filter((x) => !isOver(x)).filter((_, i) => i % 7 === 0)) {
      const me = toMove(b)
      const a = expectimaxAnalysis(b)
      const sum = { win: 0, draw: 0, loss: 0 }
      const walk = (s: Board, p: number): void => {
        if (isOver(s)) {
          const end = ending(s, me)
          sum.win += p * end.win
          sum.draw += p * end.draw
          sum.loss += p * end.loss
          return
        }
        if (toMove(s) === me) walk(play(s, expectimaxAnalysis(s).best[0]), p)
        else for (const c of emptyCells(s)) walk(play(s, c), p / emptyCells(s).length)
      }
      walk(b, 1)
      expect(close(sum.win, a.win) && close(sum.draw, a.draw) && close(sum.loss, a.loss)).toBe(true)
      expect(close(a.win + a.draw + a.loss, 1)).toBe(true)
      expect(close(a.value, a.win - a.loss)).toBe(true)
    }
  })

  it('no policy does better: every deterministic policy tried on positions with at most 5 empty cells', () => {
    // The best expected value over all policies, by trying every choice at every own turn.
    const bestOver = (s: Board, me: Player): number => {
      if (isOver(s)) return ending(s, me).value
      const kids = emptyCells(s).map((c) => bestOver(play(s, c), me))
      return toMove(s) === me ? Math.max(...kids) : kids.reduce((a, v) => a + v, 0) / kids.length
    }
    let checked = 0
    for (const b of all.filter((x) => !isOver(x) && emptyCells(x).length <= 5)) {
      expect(close(expectimaxAnalysis(b).value, bestOver(b, toMove(b)))).toBe(true)
      checked++
    }
    expect(checked).toBeGreaterThan(1000)
  })

  it('on the empty board X takes a corner: it wins 191 games in 192 and never loses', () => {
    const a = expectimaxAnalysis(0)
    expect(a.best).toEqual([1, 3, 7, 9])
    expect(close(a.win, 191 / 192)).toBe(true)
    expect(a.loss).toBe(0)
    // Minimax rates every first move a draw; against a random opponent the corners are worth more than the centre.
    expect(a.moves.find((m) => m.cell === 5)!.value).toBeLessThan(a.value)
  })

  it('the CLI answers with value, win, draw, loss and best', () => {
    const r = runCli(['tictactoe', 'expectimax', 'x.o/.x./..o', '--json'])
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out)
    const a = expectimaxAnalysis(parseBoard('x.o/.x./..o'))
    expect(j).toMatchObject({ value: a.value, win: a.win, draw: a.draw, loss: a.loss, best: a.best })
    const text = runCli(['tictactoe', 'expectimax', 'x.o/.x./..o'])
    expect(text.out).toMatch(
      /^X to move against a random opponent: value [\d.]+ \(win [\d.]+, draw [\d.]+, loss [\d.]+\); best cells 6\n$/,
    )
    expect(runCli(['tictactoe', 'expectimax', 'xxx/oo./...', '--json']).out).toContain('"best":[]')
  })
})

/** Plain value iteration over every state at once (Jacobi sweeps), until nothing moves by 1e-13. */
function valueIteration(goal: number): Float64Array {
  let v = new Float64Array(goal * goal * goal)
  for (let sweep = 0; sweep < 100_000; sweep++) {
    const next = new Float64Array(v.length)
    let change = 0
    for (let i = 0; i < goal; i++)
      for (let j = 0; j < goal; j++)
        for (let k = 0; i + k < goal; k++) {
          let sum = 1 - v[index(goal, j, i, 0)]
          for (let r = 2; r <= 6; r++) sum += i + k + r >= goal ? 1 : v[index(goal, i, j, k + r)]
          const hold = k === 0 ? -1 : 1 - (i + k >= goal ? 0 : v[index(goal, j, i + k, 0)])
          const x = Math.max(sum / 6, hold)
          change = Math.max(change, Math.abs(x - v[index(goal, i, j, k)]))
          next[index(goal, i, j, k)] = x
        }
    v = next
    if (change < 1e-13) return v
  }
  throw new Error('value iteration did not settle')
}

describe('Pig, solved exactly', () => {
  it('agrees with plain value iteration over every state, goals 2 to 12', () => {
    for (let goal = 2; goal <= 12; goal++) {
      const s = solvePig(goal)
      const v = valueIteration(goal)
      for (let i = 0; i < goal; i++)
        for (let j = 0; j < goal; j++)
          for (let k = 0; i + k < goal; k++)
            expect(Math.abs(s.win[index(goal, i, j, k)] - v[index(goal, i, j, k)])).toBeLessThan(1e-9)
    }
  })
  it('gives the first player 53.06% at goal 100, as Neller and Presser computed', () => {
    const s = solvePig(100)
    expect(firstPlayerWins(s)).toBeCloseTo(0.5306, 4)
  })
  it('the article’s reading of the policy: at 30 always roll to the goal; at 100 hold at 21, sooner ahead, later behind', () => {
    const s30 = solvePig(30)
    expect(thresholdExceptions(s30)).toBe(0)
    for (let i = 0; i < 30; i++) for (let j = 0; j < 30; j++) expect(holdAt(s30, i, j)).toBe(30 - i)
    const s = solvePig(100)
    expect(holdAt(s, 0, 0)).toBe(21)
    expect(holdAt(s, 50, 10)).toBeLessThan(holdAt(s, 0, 0)) // ahead: bank sooner
    expect(holdAt(s, 10, 50)).toBeGreaterThan(holdAt(s, 0, 0)) // behind: roll longer
    expect(holdAt(s, 10, 90)).toBe(90) // the opponent is close: roll to the goal
    expect(holdAt(s, 85, 10)).toBe(15) // you are close: roll to the goal
  })
})
