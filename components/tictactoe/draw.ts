/**
 * Tic-tac-toe drawing: the 3×3 board (Board.astro's markup) and the search tree as nested lists,
 * each node a mini board and one line of words (the values and windows from X's side).
 */
import type { Trace, TraceNode } from '../../src/solvers/game.ts'
import { cellAt, toMove, type Board, type Cell } from '../../src/solvers/tictactoe/model.ts'
import { setText } from '../kit/dom.ts'
import { mark, nodeLabel } from './words.ts'

export function drawBoard(
  board: HTMLElement,
  b: Board,
  playable: (cell: Cell) => boolean = () => false,
): void {
  for (const el of board.querySelectorAll<HTMLElement>('[data-cell]')) {
    const cell = Number(el.dataset.cell)
    const m = cellAt(b, cell)
    setText(el, m ? m.toUpperCase() : '')
    el.dataset.mark = m ?? ''
    if (el instanceof HTMLButtonElement) {
      el.disabled = !playable(cell)
      el.setAttribute('aria-label', `Cell ${cell}: ${m ? m.toUpperCase() : 'empty'}`)
    }
  }
}

function miniBoard(b: Board): HTMLElement {
  const grid = document.createElement('span')
  grid.className = 'ttt-mini'
  grid.setAttribute('aria-hidden', 'true')
  for (let cell = 1; cell <= 9; cell++) {
    const c = document.createElement('span')
    c.textContent = cellAt(b, cell)?.toUpperCase() ?? '·'
    grid.append(c)
  }
  return grid
}

/** What the tree shows at a step: which nodes were entered, which finished, which cut off, the current one. */
export interface TreeView {
  entered: Set<number>
  left: Set<number>
  cut: Set<number>
  current: number | null
}

/** Builds the tree's markup once for a trace; `paintTree` then shows a step. */
export function buildTree(root: HTMLElement, trace: Trace<Board, Cell>): void {
  const make = (node: TraceNode<Board, Cell>): HTMLLIElement => {
    const li = document.createElement('li')
    li.dataset.node = String(node.id)
    const line = document.createElement('span')
    line.className = 'ttt-node'
    line.append(miniBoard(node.state), document.createElement('span'))
    li.append(line)
    if (node.children.length || node.pruned.length) {
      const ul = document.createElement('ul')
      for (const child of node.children) ul.append(make(trace.nodes[child]))
      for (const cell of node.pruned) {
        const p = document.createElement('li')
        p.className = 'ttt-pruned'
        p.dataset.prunedOf = String(node.id)
        p.textContent = `${mark(toMove(node.state))} plays ${cell}: pruned, never searched`
        ul.append(p)
      }
      li.append(ul)
    }
    return li
  }
  const ul = document.createElement('ul')
  ul.className = 'ttt-tree__root'
  ul.append(make(trace.nodes[0]))
  root.replaceChildren(ul)
}

export function paintTree(root: HTMLElement, trace: Trace<Board, Cell>, view: TreeView | null): void {
  for (const li of root.querySelectorAll<HTMLElement>('li[data-node]')) {
    const node = trace.nodes[Number(li.dataset.node)]
    const parent = node.parent === null ? null : trace.nodes[node.parent].state
    const entered = view === null || view.entered.has(node.id)
    const left = view === null || view.left.has(node.id)
    li.hidden = !entered
    li.classList.toggle('ttt-current', view !== null && view.current === node.id)
    const words = li.querySelector(':scope > .ttt-node > span:last-child')!
    setText(words as HTMLElement, nodeLabel(node, parent, { value: left, window: true }))
  }
  for (const li of root.querySelectorAll<HTMLElement>('li[data-pruned-of]')) {
    li.hidden = view !== null && !view.cut.has(Number(li.dataset.prunedOf))
  }
}
