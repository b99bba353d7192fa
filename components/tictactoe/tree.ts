/**
 * <ttt-tree>: the tic-tac-toe tree widget. The reader's position (position.ts) → board, tree,
 * step player. The tree is computed on the page (at most 326 positions) by the same recorded
 * negamax the tests check (traceNegamax), with or without pruning, in the chosen move order.
 */
import { traceNegamax, minimax, newCount, type Trace } from '../../src/solvers/game.ts'
import { moveOrder, type OrderName } from '../../src/solvers/tictactoe/count.ts'
import {
  emptyCells,
  isOver,
  play,
  ticTacToe,
  type Board,
  type Cell,
} from '../../src/solvers/tictactoe/model.ts'
import { formatBoard, parseBoard } from '../../src/solvers/tictactoe/notation.ts'
import { $ } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { buildTree, drawBoard, paintTree } from './draw.ts'
import { viewAt } from './logic.ts'
import { position, TREE_EXAMPLE, TREE_LIMIT } from './position.ts'
import { boardState, eventLabel, forX, treeSummary, treeTooBig } from './words.ts'

export class TicTacToeTree extends KitWidget<Board, string> {
  #board!: HTMLElement
  #tree!: HTMLElement
  #pruning!: HTMLInputElement
  #order!: HTMLSelectElement
  #trace: Trace<Board, Cell> | null = null

  protected setup(): void {
    this.store = position
    this.notation = { parse: parseBoard, format: formatBoard }
    this.#board = $(this, '[data-board]')
    this.#tree = $(this, '[data-tree]')
    this.#pruning = $<HTMLInputElement>(this, '[data-pruning]')
    this.#order = $<HTMLSelectElement>(this, '[data-order]')
    this.#board.addEventListener('click', (e) => {
      const cell = (e.target as Element).closest<HTMLButtonElement>('[data-cell]')
      if (cell && !cell.disabled) this.change(play(this.position, Number(cell.dataset.cell)), 'move')
    })
    $(this, '[data-example]').addEventListener('click', () => this.change(parseBoard(TREE_EXAMPLE), 'edit'))
    for (const control of [this.#pruning, this.#order])
      control.addEventListener('change', () => this.#drawTree(this.position))
  }

  protected render(b: Board): void {
    drawBoard(this.#board, b, (cell) => !isOver(b) && emptyCells(b).includes(cell))
    this.#drawTree(b)
  }

  protected idleStatus(b: Board): string {
    return this.#summary(b)
  }

  #summary(b: Board): string {
    if (!this.#trace) return `${boardState(b)}. ${treeTooBig(b, TREE_LIMIT)}`
    const pruned = this.#trace.nodes.reduce((n, node) => n + node.pruned.length, 0)
    const all = newCount()
    minimax(ticTacToe, b, all)
    return treeSummary(
      this.#trace.nodes.length,
      pruned,
      all.nodes,
      this.#pruning.checked,
      forX(b, this.#trace.nodes[0].value),
    )
  }

  #drawTree(b: Board): void {
    this.clearSteps()
    if (emptyCells(b).length > TREE_LIMIT) {
      this.#trace = null
      this.#tree.replaceChildren()
      this.say(this.#summary(b))
      return
    }
    const trace = traceNegamax(ticTacToe, b, this.#pruning.checked, moveOrder(this.#order.value as OrderName))
    this.#trace = trace
    buildTree(this.#tree, trace)
    paintTree(this.#tree, trace, null)
    this.say(this.#summary(b))
    const steps = trace.events.map((e, i) => ({
      label: eventLabel(e.kind, trace.nodes[e.node], i, trace.events.length),
    }))
    // Ending on the last step shows the whole tree; stepping back replays the search.
    this.showSteps(
      steps,
      (i) => paintTree(this.#tree, trace, i === steps.length - 1 ? null : viewAt(trace, i)),
      steps.length - 1,
    )
  }
}

if (!customElements.get('ttt-tree')) customElements.define('ttt-tree', TicTacToeTree)
