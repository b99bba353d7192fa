/**
 * Wires the play widget: the two editors → the reader's pair (pair-state.ts) → board, status, URL;
 * Solve → the worker (grid min-cost flow plus the relabel construction) → the step player.
 */
import {
  checkCellPotentials, formatGrid, isSolution, mismatch, parsePair, randomGrid, sortedGoal, toSwapArray, type Grid,
} from '../../src/solvers/tileswap/index.ts'
import { $, setText } from '../kit/dom.ts'
import { bindJobControls, formatMs } from '../kit/job-controls.ts'
import { boardUrl, copyText, readBoardParam, replaceBoardInAddressBar } from '../kit/url-state.ts'
import { findStepPlayer } from '../kit/step-player.ts'
import { drawGrid } from './draw.ts'
import { initEditor } from './editor.ts'
import { getPair, onPair, setPair } from './pair-state.ts'
import { certificateSentence, solvedSentence, swapLabels } from './text.ts'
import { tileSwapRunner } from './worker.ts'

const MAX_CERT_COLUMNS = 16

export function pairText(start: Grid, goal: Grid): string {
  return `${formatGrid(start)} ${formatGrid(goal)}`
}

export function initTileSwapPlay(root: HTMLElement): void {
  const runner = tileSwapRunner()
  const controls = bindJobControls($(root, '[data-job]'), runner)
  const status = $(root, '[data-status]')
  const notice = $(root, '[data-notice]')
  const pairError = $(root, '#ts-pair-error')
  const goalText = $<HTMLInputElement>(root, '[data-ts-editor="goal"] [data-ts-text]')
  const board = $<SVGSVGElement>(root, '.ts-play__board svg')
  const player = findStepPlayer(root)
  const copied = $(root, '[data-ts-copied]')
  const initialStatus = status.textContent ?? ''
  const cert = $<HTMLDetailsElement>(root, '[data-ts-cert]')

  const start = initEditor($(root, '[data-ts-editor="start"]'), (grid) => setPair({ ...getPair(), start: grid }))
  const goal = initEditor($(root, '[data-ts-editor="goal"]'), (grid) => setPair({ ...getPair(), goal: grid }))

  function render(pair: { start: Grid; goal: Grid }): void {
    start.show(pair.start)
    goal.show(pair.goal)
    const why = mismatch(pair.start, pair.goal)
    setText(pairError, why ?? '')
    pairError.hidden = why === null
    if (why) goalText.setAttribute('aria-invalid', 'true')
    const sameShape = pair.start.rows === pair.goal.rows && pair.start.cols === pair.goal.cols
    drawGrid(board, { ...pair.start, goal: sameShape ? pair.goal.cells : null })
    player.load([], () => {})
    cert.hidden = true
  }

  /** The flow's cell potentials as a checkable certificate; the table for grids of ≤ 16 columns. */
  function showCertificate(start: Grid, goal: Grid, pi: Int32Array, swaps: number): void {
    const check = checkCellPotentials(start, goal, pi, swaps)
    setText($(cert, '[data-ts-cert-text]'), certificateSentence(check, pi.length, swaps))
    const small = start.cols <= MAX_CERT_COLUMNS && start.rows <= MAX_CERT_COLUMNS
    $(cert, '[data-ts-cert-wrap]').hidden = !small
    $(cert, '[data-ts-cert-key]').hidden = !small
    setText($(cert, '[data-ts-cert-hint]'), small
      ? 'Check it yourself: compare each number with its neighbours (right and below), then add the bold numbers and the underlined ones. Why it works: a swap moves a one to a neighbouring cell, which changes the sum over the ones by at most 1.'
      : `The table is shown for grids up to ${MAX_CERT_COLUMNS} × ${MAX_CERT_COLUMNS}; the check above ran on every cell.`)
    const rows: HTMLTableRowElement[] = []
    if (small) {
      for (let r = 0; r < start.rows; r++) {
        const tr = document.createElement('tr')
        const th = document.createElement('th')
        th.scope = 'row'
        th.textContent = String(r + 1)
        tr.append(th)
        for (let c = 0; c < start.cols; c++) {
          const i = r * start.cols + c
          const td = document.createElement('td')
          td.textContent = String(pi[i])
          td.className = [start.cells[i] ? 'is-start' : '', goal.cells[i] ? 'is-goal' : ''].filter(Boolean).join(' ')
          tr.append(td)
        }
        rows.push(tr)
      }
    }
    $(cert, 'tbody').replaceChildren(...rows)
    cert.hidden = false
  }

  async function solve(): Promise<void> {
    const pair = getPair()
    const why = mismatch(pair.start, pair.goal)
    if (why) return setText(status, `Cannot solve: ${why}`)
    setText(status, 'Solving…')
    controls.start()
    const outcome = await runner.run(
      { kind: 'solve', start: formatGrid(pair.start), goal: formatGrid(pair.goal), method: 'flow' },
      (p) => controls.progress(p),
    )
    if (outcome.status === 'superseded') return
    controls.stop()
    if (outcome.status === 'cancelled') return setText(status, 'Cancelled. Nothing was solved.')
    if (outcome.status === 'error') return setText(status, `The solver failed: ${outcome.message}`)
    const { cost, swaps, relabels, potentials } = outcome.result
    const ok = isSolution(pair.start, pair.goal, toSwapArray(swaps))
    setText(status, ok
      ? `${solvedSentence(cost, swaps.length / 2)} Solved in ${formatMs(outcome.elapsedMs)}.`
      : `The swaps did not replay to the goal; please report this grid pair.`)
    if (!ok) return
    if (potentials) showCertificate(pair.start, pair.goal, potentials, cost)
    const cells = pair.start.cells.slice()
    let at = 0
    const flip = (s: number): void => {
      const a = swaps[2 * s]
      const b = swaps[2 * s + 1]
      const t = cells[a]
      cells[a] = cells[b]
      cells[b] = t
    }
    player.load(swapLabels(swaps, relabels, pair.start.cols), (i) => {
      while (at < i) flip(at++)
      while (at > i) flip(--at)
      const mark = i > 0 ? [swaps[2 * i - 2], swaps[2 * i - 1]] : []
      drawGrid(board, { ...pair.start, cells, goal: pair.goal.cells, mark })
    })
  }

  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-ts-preset]')) {
    button.addEventListener('click', () => setPair(parsePair(button.dataset.tsPreset ?? '')))
  }
  $(root, '[data-ts-sorted]').addEventListener('click', () => {
    const pair = getPair()
    setPair({ start: pair.start, goal: sortedGoal(pair.start) })
  })
  $(root, '[data-ts-random]').addEventListener('click', () => {
    const n = Number($<HTMLSelectElement>(root, '[data-ts-size]').value)
    const ones = Math.floor((n * n) / 2)
    setPair({ start: randomGrid(n, n, ones), goal: randomGrid(n, n, ones) })
  })
  $(root, '[data-ts-solve]').addEventListener('click', () => void solve())
  $(root, '[data-ts-copy]').addEventListener('click', async () => {
    const pair = getPair()
    const url = boardUrl(pairText(pair.start, pair.goal))
    const ok = await copyText(url)
    setText(copied, ok ? 'Link copied.' : `Copy this link: ${url}`)
  })

  // Restore the reader's grids from ?board= (a bad one shows the example and says why).
  const param = readBoardParam(parsePair)
  if (param.error) {
    setText(notice, param.error)
    notice.hidden = false
  }
  if (param.value) setPair(param.value)
  let first = true
  onPair((pair) => {
    if (runner.busy) { runner.cancel(); controls.stop() }
    render(pair)
    if (first) {
      first = false
      setText(status, param.value ? `Grids loaded from the link: ${pairText(pair.start, pair.goal)}. Press “Solve”.` : initialStatus)
      return
    }
    setText(status, 'Grids changed. Press “Solve” for the fewest swaps.')
    replaceBoardInAddressBar(pairText(pair.start, pair.goal))
  })
}
