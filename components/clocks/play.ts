/**
 * <clocks-play>: the article's main widget. The reader's position (position.ts) → board, status,
 * URL; moves, undo, Set, Copy link and the step keys come from the kit's shell (KitWidget).
 * Solving uses the closed form, well under a microsecond, so it runs on the page directly.
 */
import { applyMove, countsToMoves, MOVES, replay, type Dials } from '../../src/solvers/clocks/model.ts'
import { formatDials, parseDials } from '../../src/solvers/clocks/notation.ts'
import { solveClosedForm } from '../../src/solvers/clocks/closed-form.ts'
import { $, setText } from '../kit/dom.ts'
import { KitWidget } from '../kit/widget.ts'
import { dialElements, drawBoard, highlightMove } from './draw.ts'
import { neighbourDial, randomDials } from './logic.ts'
import { dialList, solutionSentence } from './words.ts'
import { EXAMPLE, position } from './position.ts'

type Tag = 'move' | 'edit'

const NOTATION = { parse: parseDials, format: formatDials }

export class ClocksPlay extends KitWidget<Dials, Tag> {
  #board!: HTMLElement

  protected setup(): void {
    this.usePosition(position, NOTATION)
    this.#board = $(this, '[data-board]')
    this.#wireDials()
    this.#wireMoves()
    $(this, '[data-example]').addEventListener('click', () => this.change(parseDials(EXAMPLE), 'edit'))
    $(this, '[data-random]').addEventListener('click', () => this.change(randomDials(), 'edit'))
    $(this, '[data-solve]').addEventListener('click', () => this.#solve())
  }

  protected render(dials: Dials): void {
    drawBoard(this.#board, dials)
    const made = this.history.filter((a) => a.tag === 'move').length
    setText($(this, '[data-move-count]'), `Moves made: ${made}`)
  }

  protected idleStatus(): string {
    return 'Press “Show the shortest solution” to solve this position.'
  }

  #turnDial(index: number, by: 1 | 3): void {
    const next = this.position
    next[index] = (next[index] + by) & 3
    this.change(next, 'edit')
  }

  #wireDials(): void {
    dialElements(this.#board).forEach((el, i) => {
      el.addEventListener('click', (e) => this.#turnDial(i, (e as MouseEvent).shiftKey ? 3 : 1))
      el.addEventListener('keydown', (e) => {
        if (e.key === '+' || e.key === '=') this.#turnDial(i, 1)
        else if (e.key === '-' || e.key === '−' || e.key === '_') this.#turnDial(i, 3)
        else if (e.key.startsWith('Arrow')) dialElements(this.#board)[neighbourDial(i, e.key)]?.focus()
        else return
        e.preventDefault()
      })
    })
  }

  #wireMoves(): void {
    for (const button of this.querySelectorAll<HTMLButtonElement>('[data-move]')) {
      const move = Number(button.dataset.move)
      button.addEventListener('click', () => this.change(applyMove(this.position, move), 'move'))
      for (const on of ['mouseenter', 'focus'] as const)
        button.addEventListener(on, () => highlightMove(this.#board, move))
      for (const off of ['mouseleave', 'blur'] as const)
        button.addEventListener(off, () => highlightMove(this.#board, 0))
    }
  }

  #solve(): void {
    const start = this.position
    const moves = countsToMoves(solveClosedForm(start))
    // In class mode the solution waits until the class has predicted how many moves it takes.
    this.holdAnswer(
      moves.length,
      () => {
        const steps = [{ label: 'Start: your position' }].concat(
          moves.map((m, k) => ({
            label: `Step ${k + 1} of ${moves.length}: move ${m} turns ${dialList(MOVES[m - 1])}`,
          })),
        )
        this.showSteps(steps, (i) => {
          drawBoard(this.#board, replay(start, moves.slice(0, i)))
          highlightMove(this.#board, i > 0 ? moves[i - 1] : 0)
        })
        return solutionSentence(moves)
      },
      'Solved. How many moves does the shortest solution take? Type the class’s prediction, then press Reveal.',
    )
  }
}

if (!customElements.get('clocks-play')) customElements.define('clocks-play', ClocksPlay)
