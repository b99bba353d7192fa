/**
 * <ttt-chance>: tic-tac-toe against a uniformly random opponent. The widget's own position (a
 * store of its own: the tree's position is another question) → board, and expectimax's table of
 * every move beside minimax's value (src/solvers/tictactoe/chance.ts), computed on the page.
 * Outside class mode the table follows every move; in class mode it waits for "Show the values",
 * which holds it until the class has predicted the best cell. A link sets the position
 * (`?chance=<board>#chance`, which its Copy link writes).
 */
import { moveValues } from '../../src/solvers/game.ts'
import { expectimaxAnalysis, perfectCells, type ChanceAnalysis } from '../../src/solvers/tictactoe/chance.ts'
import {
  emptyCells,
  isOver,
  play,
  ticTacToe,
  toMove,
  type Board,
  type Cell,
} from '../../src/solvers/tictactoe/model.ts'
import { formatBoard, parseBoard } from '../../src/solvers/tictactoe/notation.ts'
import { classModeOn, onClassMode } from '../kit/class-mode.ts'
import { $ } from '../kit/dom.ts'
import { createStore } from '../kit/store.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawBoard } from './draw.ts'
import { CHANCE_EXAMPLE } from './position.ts'

/** The link parameter that carries this widget's position. */
export const CHANCE_PARAM = 'chance'
import { boardState, chanceSentence, expected, forX, percent, valueWord } from './words.ts'
import { positionSetting } from '../kit/setting-controls.ts'

export class TicTacToeChance extends KitWidget<Board, string> {
  #board!: HTMLElement
  #box!: HTMLElement

  protected setup(): void {
    this.notation = { parse: parseBoard, format: formatBoard }
    this.store = createStore<Board>(parseBoard(CHANCE_EXAMPLE), (b) => b)
    // The position in links (`?chance=`): the kit's settings read and write it.
    this.settings.add(positionSetting(CHANCE_PARAM, this.notation, this.store, parseBoard(CHANCE_EXAMPLE)))
    this.#board = $(this, '[data-board]')
    this.#box = $(this, '[data-table-box]')
    this.#board.addEventListener('click', (e) => {
      const cell = (e.target as Element).closest<HTMLButtonElement>('[data-cell]')
      if (cell && !cell.disabled) this.change(play(this.position, Number(cell.dataset.cell)), 'move')
    })
    $(this, '[data-show]').addEventListener('click', () => this.#show())
    $(this, '[data-best-move]').addEventListener('click', () => {
      const b = this.position
      if (!isOver(b)) this.change(play(b, expectimaxAnalysis(b).best[0]), 'move')
    })
    $(this, '[data-random-reply]').addEventListener('click', () => {
      const cells = emptyCells(this.position)
      if (cells.length)
        this.change(play(this.position, cells[Math.floor(Math.random() * cells.length)]), 'move')
    })
    $(this, '[data-example]').addEventListener('click', () => this.change(parseBoard(CHANCE_EXAMPLE), 'edit'))
    onClassMode(() => this.render(this.position))
  }

  protected render(b: Board): void {
    drawBoard(this.#board, b, (cell) => !isOver(b) && emptyCells(b).includes(cell))
    for (const button of this.querySelectorAll<HTMLButtonElement>(
      '[data-best-move], [data-random-reply], [data-show]',
    ))
      button.disabled = isOver(b)
    this.#box.hidden = true
  }

  protected idleStatus(b: Board): string {
    if (isOver(b)) return `Game over: ${boardState(b)}.`
    if (classModeOn())
      return `${boardState(b)}. Which cell has the highest expected value? Press “Show the values”, predict, then reveal.`
    return this.#fill(b)
  }

  /** Fills the table and shows it; returns the sentence over it. */
  #fill(b: Board): string {
    const a = expectimaxAnalysis(b)
    const perfect = perfectCells(b)
    drawTable($(this, '[data-table] tbody'), b, a)
    this.#box.hidden = false
    return chanceSentence(b, a, perfect)
  }

  #show(): void {
    const b = this.position
    if (isOver(b)) return
    const best = expectimaxAnalysis(b).best
    this.holdAnswer(
      (cell) =>
        `Your prediction, cell ${cell}, ${best.includes(cell) ? 'has the highest expected value' : `does not (${best.length === 1 ? 'the best is' : 'the best are'} ${best.join(', ')})`}.`,
      () => this.#fill(b),
      'Computed. Which cell has the highest expected value? Type the class’s prediction, then press Reveal.',
    )
  }
}

/** The table's rows: each move's expectation, marked when best, and minimax's value seen from X. */
function drawTable(tbody: HTMLElement, b: Board, a: ChanceAnalysis): void {
  const minimax = new Map<Cell, number>(
    moveValues(ticTacToe, b).map((m) => [m.move, forX(play(b, m.move), -m.value)]),
  )
  const mover = toMove(b) === 0 ? 'X' : 'O'
  tbody.replaceChildren(
    ...a.moves.map((m) => {
      const tr = document.createElement('tr')
      if (a.best.includes(m.cell)) tr.dataset.best = ''
      const th = document.createElement('th')
      th.scope = 'row'
      th.textContent = `${mover} plays ${m.cell}${a.best.includes(m.cell) ? ' (best)' : ''}`
      tr.append(th)
      const x = minimax.get(m.cell)!
      for (const text of [
        expected(m.value),
        percent(m.win),
        percent(m.draw),
        percent(m.loss),
        `${valueWord(x)}`,
      ]) {
        const td = document.createElement('td')
        td.textContent = text
        tr.append(td)
      }
      return tr
    }),
  )
}

if (!customElements.get('ttt-chance')) customElements.define('ttt-chance', TicTacToeChance)
