/** Pure helpers of the tic-tac-toe widgets: the tree's step views, random small positions, the exercise's reading and verdict. */
import { InputError, NotationError } from '../../src/solvers/contract.ts'
import type { Trace } from '../../src/solvers/game.ts'
import { emptyCells, isOver, play, type Board, type Cell } from '../../src/solvers/tictactoe/model.ts'
import { replay } from '../../src/solvers/tictactoe/notation.ts'
import type { TreeView } from './draw.ts'

/** What the tree shows after events 0..i. */
export function viewAt(trace: Trace<Board, Cell>, i: number): TreeView {
  const view: TreeView = { entered: new Set(), left: new Set(), cut: new Set(), current: null }
  for (let k = 0; k <= i && k < trace.events.length; k++) {
    const e = trace.events[k]
    if (e.kind === 'enter') view.entered.add(e.node)
    else if (e.kind === 'leave') view.left.add(e.node)
    else view.cut.add(e.node)
    view.current = e.node
  }
  return view
}

/** A random position with `empty` empty cells that is not over (for "New puzzle"). */
export function randomSmallBoard(empty: number, rand: () => number): Board {
  for (;;) {
    let b: Board = 0
    while (emptyCells(b).length > empty) {
      const cells = emptyCells(b)
      if (cells.length === 0) break
      b = play(b, cells[Math.floor(rand() * cells.length)])
    }
    if (!isOver(b) && emptyCells(b).length === empty) return b
  }
}

/** Reads "7 9, 4" into paths ["7 9", "4"]; every path must be legal from `b`. */
export function readPaths(b: Board, text: string): string[] {
  const parts = text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '')
  return parts.map((part, i) => {
    const cells = part.split(/\s+/).map((w) => {
      if (!/^[1-9]$/.test(w))
        throw new NotationError(
          `Branch ${i + 1} ("${part.slice(0, 20)}"): "${w.slice(0, 8)}" is not a cell 1..9.`,
        )
      return Number(w)
    })
    try {
      replay(b, cells)
    } catch (err) {
      throw new InputError(`Branch ${i + 1} (${part}): ${(err as Error).message}`)
    }
    return cells.join(' ')
  })
}

/** The verdict on `answer` against the true pruned branches; `reveal` false keeps the count hidden. */
export function pruneVerdict(truth: readonly string[], answer: readonly string[], reveal: boolean): string {
  const want = new Set(truth)
  const got = new Set(answer)
  const wrong = [...got].filter((p) => !want.has(p))
  const missing = [...want].filter((p) => !got.has(p))
  if (wrong.length === 0 && missing.length === 0)
    return `Right: alpha-beta prunes exactly ${truth.length === 0 ? 'nothing here' : `these ${truth.length === 1 ? 'branch' : `${truth.length} branches`}`}.`
  const parts: string[] = []
  if (wrong.length) parts.push(`alpha-beta does search ${wrong.join(', ')}`)
  if (missing.length)
    parts.push(
      reveal
        ? `it also prunes ${missing.join(', ')}`
        : `it prunes ${missing.length === 1 ? 'one more branch' : 'more branches'}`,
    )
  return `Not quite: ${parts.join('; ')}.`
}
