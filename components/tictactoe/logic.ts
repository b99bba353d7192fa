/** Pure helpers of the tic-tac-toe widgets: the tree's step views, random small positions. */
import type { Trace } from '../../src/solvers/game.ts'
import { emptyCells, isOver, play, type Board, type Cell } from '../../src/solvers/tictactoe/model.ts'
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
