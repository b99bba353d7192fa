/**
 * Wires the play widget: input → the reader's position (position.ts) → board, status, URL.
 * Solving uses the closed form, well under a microsecond, so it runs on the page directly.
 */
import {
  MOVES, applyMove, countsToMoves, formatDials, parseDials, replay, solveClosedForm,
  type Dials,
} from '../../src/solvers/clocks/index.ts'
import { keepDraft } from '../kit/draft.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { boardUrl, copyText, readBoardParam, replaceBoardInAddressBar } from '../kit/url-state.ts'
import { findStepPlayer } from '../kit/step-player.ts'
import { drawBoard, highlightMove, dialElements } from './board.ts'
import { dialList, solutionSentence } from './board-text.ts'
import { EXAMPLE, getPosition, onPosition, setPosition } from './position.ts'

type Action = { kind: 'move' | 'edit'; before: Dials }

/** Text typed into the position box but not yet applied survives a reload (per tab). */
const DRAFT_KEY = 'clocks-position-draft'

function randomDials(): Dials {
  return Uint8Array.from({ length: 9 }, () => Math.floor(Math.random() * 4))
}

/** Arrow-key focus movement in the 3×3 grid of dials. */
function neighbour(index: number, key: string): number {
  const row = Math.floor(index / 3)
  const col = index % 3
  if (key === 'ArrowLeft') return row * 3 + Math.max(0, col - 1)
  if (key === 'ArrowRight') return row * 3 + Math.min(2, col + 1)
  if (key === 'ArrowUp') return Math.max(0, row - 1) * 3 + col
  if (key === 'ArrowDown') return Math.min(2, row + 1) * 3 + col
  return index
}

export function initClocksPlay(root: HTMLElement): void {
  const board = $(root, '[data-clock-board]')
  const input = $<HTMLInputElement>(root, '[data-position-input]')
  const draft = keepDraft(input, DRAFT_KEY)
  const inputError = $(root, '[data-input-error]')
  const notice = $(root, '[data-notice]')
  const status = $(root, '[data-status]')
  const undo = $<HTMLButtonElement>(root, '[data-undo]')
  const moveCount = $(root, '[data-move-count]')
  const copyResult = $(root, '[data-copy-result]')
  const player = findStepPlayer(root)
  const history: Action[] = []
  const initialStatus = status.textContent ?? ''

  /** Every change of position goes through here: board, text box, URL, history, other widgets. */
  function change(next: Dials, kind: Action['kind'] | null): void {
    if (kind) history.push({ kind, before: getPosition() })
    notice.hidden = true // a notice about a bad link is stale once the reader sets a position
    draft.clear()
    setPosition(next)
  }

  function render(dials: Dials): void {
    drawBoard(board, dials)
    if (document.activeElement !== input) input.value = formatDials(dials)
    showError(input, inputError, null)
    const made = history.filter((a) => a.kind === 'move').length
    setText(moveCount, `Moves made: ${made}`)
    undo.disabled = history.length === 0
    player.load([], () => {})
    setText(status, 'Position changed. Press “Show the shortest solution” to solve it.')
  }

  function turnDial(index: number, by: 1 | 3): void {
    const next = getPosition()
    next[index] = (next[index] + by) & 3
    change(next, 'edit')
  }

  function setFromText(): void {
    try {
      change(parseDials(input.value), 'edit')
      input.value = formatDials(getPosition())
    } catch (err) {
      showError(input, inputError, err instanceof Error ? err.message : String(err))
    }
  }

  function solve(): void {
    const start = getPosition()
    const moves = countsToMoves(solveClosedForm(start))
    setText(status, solutionSentence(moves))
    const steps = [{ label: 'Start: your position' }].concat(
      moves.map((m, k) => ({ label: `Step ${k + 1} of ${moves.length}: move ${m} turns ${dialList(MOVES[m - 1])}` })),
    )
    player.load(steps, (i) => {
      drawBoard(board, replay(start, moves.slice(0, i)))
      highlightMove(board, i > 0 ? moves[i - 1] : 0)
    })
  }

  dialElements(board).forEach((el, i) => {
    el.addEventListener('click', (e) => turnDial(i, (e as MouseEvent).shiftKey ? 3 : 1))
    el.addEventListener('keydown', (e) => {
      if (e.key === '+' || e.key === '=') turnDial(i, 1)
      else if (e.key === '-' || e.key === '−' || e.key === '_') turnDial(i, 3)
      else if (e.key.startsWith('Arrow')) dialElements(board)[neighbour(i, e.key)]?.focus()
      else return
      e.preventDefault()
    })
  })
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-move]')) {
    const move = Number(button.dataset.move)
    button.addEventListener('click', () => change(applyMove(getPosition(), move), 'move'))
    for (const on of ['mouseenter', 'focus'] as const) button.addEventListener(on, () => highlightMove(board, move))
    for (const off of ['mouseleave', 'blur'] as const) button.addEventListener(off, () => highlightMove(board, 0))
  }
  undo.addEventListener('click', () => {
    const last = history.pop()
    if (last) setPosition(last.before)
  })
  $(root, '[data-set-position]').addEventListener('click', setFromText)
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') { e.preventDefault(); setFromText() }
  })
  $(root, '[data-example]').addEventListener('click', () => change(parseDials(EXAMPLE), 'edit'))
  $(root, '[data-random]').addEventListener('click', () => change(randomDials(), 'edit'))
  $(root, '[data-solve]').addEventListener('click', solve)
  $(root, '[data-copy-link]').addEventListener('click', async () => {
    const url = boardUrl(formatDials(getPosition()))
    const ok = await copyText(url)
    setText(copyResult, ok ? 'Link copied.' : `Copy this link: ${url}`)
  })

  // Restore the reader's input from ?board= (a bad one shows the default and says why).
  const param = readBoardParam(parseDials)
  if (param.error) {
    setText(notice, param.error)
    notice.hidden = false
  }
  if (param.value) setPosition(param.value)
  let first = true
  onPosition((dials) => {
    render(dials)
    if (first) {
      first = false
      setText(status, param.value ? `Position loaded from the link: ${formatDials(dials)}.` : initialStatus)
      const saved = draft.read()
      if (saved !== null && saved !== input.value) {
        input.value = saved
        setText(status, 'Your unapplied text in the Position box was kept; press Set or Enter to use it.')
      }
      return
    }
    replaceBoardInAddressBar(formatDials(dials))
  })
}
