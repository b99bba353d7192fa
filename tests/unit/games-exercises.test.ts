// The games notebook's exercises on minimax and alpha-beta, through the CLI's sandbox (the real
// worker thread): the models are right on all 5,478 positions, the starters are caught, and a
// search that prunes nothing, too little or too much is named so, against the reference counts.
import { describe, expect, it } from 'vitest'
import { judgeAll, type CodeExercise, type ExerciseArgs } from '../../src/solvers/code-exercise.ts'
import { loadExercise } from '../../src/solvers/code-exercises.ts'
import { applyInSandbox } from '../../src/cli/sandbox.ts'
import { orderCounts } from '../../src/solvers/tictactoe/count.ts'
import { referenceOf } from '../../src/solvers/tictactoe/exercises.ts'
import { parseBoard } from '../../src/solvers/tictactoe/notation.ts'

const inputsFor = new Map<string, ExerciseArgs[]>()
function grade(e: CodeExercise, code: string): ReturnType<typeof judgeAll> {
  if (!inputsFor.has(e.id)) inputsFor.set(e.id, e.inputs())
  const inputs = inputsFor.get(e.id)!
  return judgeAll(
    e,
    inputs,
    applyInSandbox(`${e.id}.ts`, code, inputs, 60, (k) => JSON.stringify(inputs[k])),
  )
}
function changed(e: CodeExercise, from: string | RegExp, to: string): string {
  expect(e.model).toMatch(from)
  return e.model.replace(from, to)
}
const stated = (e: CodeExercise): number => Number(/[\d,]+/.exec(e.scope)![0].replace(/,/g, ''))

describe('the reference counts', () => {
  it('are the article’s: minimax and alpha-beta (cells 1 to 9) from the empty board', () => {
    const rows = Object.fromEntries(orderCounts().map((r) => [r.order, r.nodes]))
    const empty = referenceOf(parseBoard('.../.../...'))
    expect(empty).toEqual({ xValue: 0, minimax: rows.minimax, alphaBeta: rows.natural })
  })
  it('see values from X: O to move with a win is −1', () => {
    expect(referenceOf(parseBoard('xx./oo./x..')).xValue).toBe(-1) // O to move completes its row
    expect(referenceOf(parseBoard('xx./oo./...')).xValue).toBe(1) // X to move completes its row
  })
})

describe('games minimax', async () => {
  const e = await loadExercise('tictactoe', 'minimax')
  it('inputs: the 5,478 reachable positions, as the scope says', () => {
    expect(e.inputs().length).toBe(5_478)
    expect(stated(e)).toBe(5_478)
  })
  it('the model is right on all of them', () =>
    expect(grade(e, e.model)).toEqual({ checked: 5_478, wrong: 0, first: null }))
  it('the starter, a side-to-move value and min for max are caught and named', () => {
    expect(grade(e, e.starter).first).toMatch(/your minimax returned -Infinity, not −1, 0 or \+1\.$/)
    // Negamax's value, for the side to move, is right where X is to move and flipped where O is.
    const negamax = changed(
      e,
      /export default function minimax[\s\S]*$/,
      `export default function minimax(board: string[]): number {
  if (winner(board)) return -1
  if (!board.includes('.')) return 0
  let best = -Infinity
  for (let i = 0; i < 9; i++) if (board[i] === '.') best = Math.max(best, -minimax(play(board, i)))
  return best
}
`,
    )
    expect(grade(e, negamax).first).toMatch(
      /^for .+ \(O to move\) your minimax returned -?1, but the value is .+\. Is it seen from the side to move rather than from X\?$/,
    )
    const swapped = grade(
      e,
      changed(
        e,
        'maximising ? Math.max(best, v) : Math.min(best, v)',
        'maximising ? Math.min(best, v) : Math.max(best, v)',
      ),
    )
    expect(swapped.first).toMatch(
      /^for \.\.\.\/\.\.\.\/\.\.\. \(X to move\) your minimax returned -Infinity, not −1, 0 or \+1\.$/,
    )
  }, 60_000)
})

describe('games alpha-beta', async () => {
  const e = await loadExercise('tictactoe', 'alphabeta')
  it('inputs: the 5,478 reachable positions, as the scope says', () => {
    expect(e.inputs().length).toBe(5_478)
    expect(stated(e)).toBe(5_478)
  })
  it('the model is right on all of them: values and node counts', () =>
    expect(grade(e, e.model)).toEqual({ checked: 5_478, wrong: 0, first: null }))
  it('the starter prunes nothing, and says so with both counts', () => {
    const v = grade(e, e.starter)
    const empty = referenceOf(parseBoard('.../.../...'))
    expect(v.first).toBe(
      `for .../.../... the value is right, but no pruning: your search visited ${empty.minimax.toLocaleString('en-US')} positions, every one plain minimax visits; alpha-beta in the same order (cells 1 to 9, cutoff when α ≥ β) visits ${empty.alphaBeta.toLocaleString('en-US')}.`,
    )
  }, 60_000)
  it('a cutoff only when α > β prunes too little; a window narrowed to the values’ range prunes too much', () => {
    expect(grade(e, changed(e, 'if (alpha >= beta) break', 'if (alpha > beta) break')).first).toMatch(
      /^for \.\.\.\/\.\.\.\/\.\.\. the value is right, but pruned too little: your search visited [\d,]+ positions; alpha-beta/,
    )
    const tight = changed(
      e,
      'search(board: string[]): { value: number; nodes: number } {\n  nodes = 0\n  const value = alphabeta(board, -Infinity, Infinity)',
      'search(board: string[]): { value: number; nodes: number } {\n  nodes = 0\n  const value = alphabeta(board, -1, 1)',
    )
    expect(grade(e, tight).first).toMatch(
      /the value is right, but pruned too much: your search visited [\d,]+ positions, fewer than/,
    )
  }, 60_000)
  it('a wrong value, a missing count and a bare number are named', () => {
    expect(grade(e, changed(e, "if (w === 'o') return -1", "if (w === 'o') return 1")).first).toMatch(
      /^for \.\.\.\/\.\.\.\/\.\.\. \(X to move\) your search returned the value 1, but the value is 0 \(a draw\); pruned too much: /,
    )
    expect(grade(e, changed(e, 'return { value, nodes }', 'return { value }')).first).toMatch(
      /your nodes is undefined, not a count of positions/,
    )
    expect(grade(e, changed(e, 'return { value, nodes }', 'return value')).first).toMatch(
      /your search returned 0, not \{ value, nodes \}\./,
    )
  }, 60_000)
})
