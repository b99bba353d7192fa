/**
 * Draws a Connect Four board (markup as Board.astro renders it at build time): a row of drop
 * buttons (when interactive), the grid of cells top row first, and a row for each column's value.
 * A board of another size is rebuilt; otherwise only the cells' stones and the labels change.
 */
import { canPlay, stoneAt, type Position } from '../../src/solvers/connect4/board.ts'
import { setText } from '../kit/dom.ts'
import { columnLabel, columnText, positionLabel } from './words.ts'

export interface Marks {
  /** Each column's score (null: full); undefined when none is shown. */
  values?: (number | null)[]
  best?: number[]
  /** Stones to outline (col, row): the four in a row, the last move. */
  last?: boolean
  /** The values are depth-limited search's at this depth (evaluations), not exact scores. */
  depth?: number
}

function build(board: HTMLElement, p: Position): void {
  const interactive = board.dataset.interactive === 'true'
  board.dataset.width = String(p.width)
  board.dataset.height = String(p.height)
  board.style.setProperty('--c4-w', String(p.width))
  const drops = board.querySelector('[data-drops]')
  if (drops)
    drops.replaceChildren(
      ...Array.from({ length: p.width }, (_, c) => {
        const b = document.createElement(interactive ? 'button' : 'span')
        if (b instanceof HTMLButtonElement) b.type = 'button'
        b.className = 'c4-drop'
        b.dataset.drop = String(c + 1)
        b.textContent = String(c + 1)
        return b
      }),
    )
  const grid = board.querySelector('[data-grid]')!
  const cells: HTMLElement[] = []
  for (let r = p.height - 1; r >= 0; r--) {
    for (let c = 0; c < p.width; c++) {
      const cell = document.createElement('span')
      cell.className = 'c4-cell'
      cell.dataset.cell = `${c + 1},${r + 1}`
      cells.push(cell)
    }
  }
  grid.replaceChildren(...cells)
  const values = board.querySelector('[data-values]')
  if (values)
    values.replaceChildren(
      ...Array.from({ length: p.width }, (_, c) => {
        const v = document.createElement('span')
        v.className = 'c4-value'
        v.dataset.value = String(c + 1)
        return v
      }),
    )
}

export function drawBoard(board: HTMLElement, p: Position, marks: Marks = {}): void {
  if (board.dataset.width !== String(p.width) || board.dataset.height !== String(p.height)) build(board, p)
  const last = p.moves.length > 0 ? p.moves[p.moves.length - 1] : -1
  for (const cell of board.querySelectorAll<HTMLElement>('[data-cell]')) {
    const [c, r] = cell.dataset.cell!.split(',').map((n) => Number(n) - 1)
    const stone = stoneAt(p, c, r)
    cell.dataset.stone = String(stone)
    cell.classList.toggle('c4-cell--last', marks.last !== false && c === last && r === p.heights[c] - 1)
  }
  for (const drop of board.querySelectorAll<HTMLElement>('[data-drop]')) {
    const col = Number(drop.dataset.drop)
    const open = canPlay(p, col - 1)
    if (drop instanceof HTMLButtonElement) drop.disabled = !open
    drop.setAttribute(
      'aria-label',
      open
        ? `Drop a stone in column ${col}`
        : `Column ${col} (no move: ${p.heights[col - 1] === p.height ? 'full' : 'the game is over'})`,
    )
  }
  for (const v of board.querySelectorAll<HTMLElement>('[data-value]')) {
    const col = Number(v.dataset.value)
    const value = marks.values?.[col - 1]
    const best = marks.best?.includes(col) ?? false
    setText(v, columnText(value, marks.depth))
    v.title = columnLabel(col, value, best, marks.depth)
    v.dataset.sign =
      value === undefined || value === null ? '' : value > 0 ? 'win' : value < 0 ? 'loss' : 'draw'
    v.classList.toggle('c4-value--best', best)
  }
  const grid = board.querySelector<HTMLElement>('[data-grid]')
  grid?.setAttribute('aria-label', positionLabel(p, board.dataset.label ?? 'Connect Four'))
  const summary = board.querySelector<HTMLElement>('[data-values-text]')
  if (summary)
    setText(
      summary,
      marks.values
        ? marks.values
            .map((v, c) => columnLabel(c + 1, v, marks.best?.includes(c + 1) ?? false, marks.depth))
            .join('; ') + '.'
        : '',
    )
}
