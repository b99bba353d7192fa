/**
 * Wires the play widget: input → the reader's board (position.ts) → board, status, URL; counting
 * and the shortest solution run in the worker with progress and Cancel.
 */
import {
  formatBoard, geometry, groupMoves, hasPeg, holeCount, jumpIndex, isLegal, parseBoard, replay, singleVacancy,
  type Jump, type Position,
} from '../../src/solvers/peg/index.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { boardUrl, copyText, readBoardParam, replaceBoardInAddressBar } from '../kit/url-state.ts'
import { findStepPlayer } from '../kit/step-player.ts'
import { bindJobControls, formatMs } from '../kit/job-controls.ts'
import { drawBoard, holeElements, type Marks } from './board.ts'
import { jumpText, noSolutionSentence } from './board-text.ts'
import { getPosition, onPosition, setGoal, setPosition } from './position.ts'
import { pegRunner } from './worker.ts'

type Action = { before: Position; jump: Jump | null }

const fmt = (n: string): string => BigInt(n).toLocaleString('en-US')

/** Focus movement between holes: left/right along the row, up/down to the nearest column. */
function neighbour(side: number, hole: number, key: string): number {
  const g = geometry(side)
  const i = hole - 1
  let r = g.row[i]
  let c = g.col[i]
  if (key === 'ArrowLeft') c = Math.max(0, c - 1)
  else if (key === 'ArrowRight') c = Math.min(r, c + 1)
  else if (key === 'ArrowUp') { r = Math.max(0, r - 1); c = Math.min(c, r) }
  else if (key === 'ArrowDown') r = Math.min(side - 1, r + 1)
  return (r * (r + 1)) / 2 + c + 1
}

export function initPegPlay(root: HTMLElement): void {
  const board = $(root, '[data-peg-board]')
  const size = $<HTMLSelectElement>(root, '[data-size]')
  const target = $<HTMLSelectElement>(root, '[data-target]')
  const input = $<HTMLInputElement>(root, '[data-board-input]')
  const inputError = $(root, '[data-input-error]')
  const notice = $(root, '[data-notice]')
  const status = $(root, '[data-status]')
  const undo = $<HTMLButtonElement>(root, '[data-undo]')
  const moveCount = $(root, '[data-move-count]')
  const copyResult = $(root, '[data-copy-result]')
  const table = $(root, '[data-count-table]')
  const player = findStepPlayer(root)
  const runner = pegRunner()
  const controls = bindJobControls($(root, '[data-job]'), runner)
  const history: Action[] = []
  let selected = -1
  let mode: 'play' | 'edit' = 'play'

  const change = (next: Position, jump: Jump | null): void => {
    history.push({ before: getPosition(), jump })
    setPosition(next)
  }

  function fillTargets(side: number): void {
    const keep = target.value
    const options = [new Option('one peg anywhere', '-1')]
    for (let h = 1; h <= holeCount(side); h++) options.push(new Option(`one peg in hole ${h}`, String(h - 1)))
    target.replaceChildren(...options)
    target.value = Number(keep) < holeCount(side) ? keep : '-1'
    setGoal(Number(target.value))
  }

  function render(p: Position, marks: Marks = {}): void {
    drawBoard(board, p, true, { selected: selected > 0 ? selected : undefined, ...marks })
  }

  function onChange(p: Position): void {
    selected = -1
    render(p)
    if (size.value !== String(p.side)) size.value = String(p.side)
    if (target.options.length !== holeCount(p.side) + 1) fillTargets(p.side)
    if (document.activeElement !== input) input.value = formatBoard(p)
    showError(input, inputError, null)
    const jumps = history.map((a) => a.jump).filter((j): j is Jump => j !== null)
    setText(moveCount, `Jumps: ${jumps.length} · moves: ${groupMoves(jumps).length}`)
    undo.disabled = history.length === 0
    player.load([], () => {})
    table.hidden = true
    if (runner.busy) runner.cancel()
    controls.stop()
  }

  function clickHole(hole: number): void {
    const p = getPosition()
    if (mode === 'edit') return change({ ...p, board: p.board + (hasPeg(p.board, hole - 1) ? -1 : 1) * 2 ** (hole - 1) }, null)
    if (hasPeg(p.board, hole - 1)) {
      selected = selected === hole ? -1 : hole
      render(p)
      setText(status, selected > 0 ? `Peg ${hole} selected: choose the empty hole it jumps to.` : 'Selection cleared.')
      return
    }
    if (selected < 0) return setText(status, `Hole ${hole} is empty: first choose a peg to jump with.`)
    const j = jumpIndex(p.side, selected, hole)
    const g = geometry(p.side)
    if (j < 0 || !isLegal(g, p.board, j)) {
      return setText(status, `Peg ${selected} cannot jump to hole ${hole}: a jump goes over one neighbouring peg, along a row or a diagonal.`)
    }
    const from = selected
    change({ ...p, board: p.board + g.delta[j] }, [from, hole])
    setText(status, `Jumped ${jumpText(from, g.over[j] + 1, hole)}.`)
  }

  function setFromText(): void {
    try {
      change(parseBoard(input.value), null)
    } catch (err) {
      showError(input, inputError, err instanceof Error ? err.message : String(err))
    }
  }

  async function run(kind: 'count' | 'shortest'): Promise<void> {
    const p = getPosition()
    const goal = Number(target.value)
    player.load([], () => {})
    table.hidden = true
    setText(status, kind === 'count' ? 'Counting…' : 'Searching for the fewest moves…')
    controls.start()
    const outcome = await runner.run({ kind, side: p.side, board: p.board, target: goal }, (pr) => controls.progress(pr))
    if (outcome.status === 'superseded') return
    controls.stop()
    if (outcome.status === 'cancelled') return setText(status, 'Cancelled. The search stopped at once.')
    if (outcome.status === 'error') return setText(status, `The search failed: ${outcome.message}`)
    const r = outcome.result
    const time = formatMs(outcome.elapsedMs)
    if (r.kind === 'count') {
      if (r.solutions === '0') return setText(status, noSolutionSentence(p, r.boards, goal))
      setText(status, `${fmt(r.solutions)} solution${r.solutions === '1' ? '' : 's'} (jump sequences), found in ${time} over ${r.boards.toLocaleString('en-US')} boards.`)
      showTable(r.byFinal, r.byMoves)
      return
    }
    if (r.moves === null) return setText(status, noSolutionSentence(p, r.boards, goal))
    const moves = groupMoves(r.solution)
    setText(status, `Solved in ${r.moves} move${r.moves === 1 ? '' : 's'} (${r.solution.length} jumps): ${moves.map((m) => [m[0][0], ...m.map((j) => j[1])].join('-')).join(' ')}. Found in ${time}.`)
    loadSteps(p, r.solution)
  }

  function showTable(byFinal: [number, string][], byMoves: [number, string][]): void {
    const make = (caption: string, head: string, rows: [number, string][]): HTMLTableElement => {
      const t = document.createElement('table')
      t.createCaption().textContent = caption
      const tr = t.createTHead().insertRow()
      for (const text of [head, 'solutions']) {
        const th = document.createElement('th')
        th.scope = 'col'
        th.textContent = text
        tr.append(th)
      }
      const body = t.createTBody()
      for (const [k, n] of rows) {
        const row = body.insertRow()
        row.insertCell().textContent = String(k)
        row.insertCell().textContent = fmt(n)
      }
      return t
    }
    table.replaceChildren(make('By final hole', 'hole', byFinal), make('By number of moves', 'moves', byMoves))
    table.hidden = false
  }

  function loadSteps(start: Position, solution: [number, number][]): void {
    const r = replay(start.side, start.board, solution)
    if (!r.ok) return setText(status, `The solver's answer did not replay: ${r.reason}`)
    const g = geometry(start.side)
    let move = 0
    const steps = [{ label: 'Start: your board' }].concat(solution.map(([from, to], k) => {
      if (k === 0 || solution[k - 1][1] !== from) move++
      const over = g.over[jumpIndex(start.side, from, to)] + 1
      return { label: `Step ${k + 1} of ${solution.length}: move ${move}, jump ${jumpText(from, over, to)}` }
    }))
    player.load(steps, (i) => {
      const marks: Marks = {}
      if (i > 0) {
        const [from, to] = solution[i - 1]
        marks.landed = to
        marks.removed = g.over[jumpIndex(start.side, from, to)] + 1
      }
      drawBoard(board, { side: start.side, board: r.boards[i] }, true, marks)
    })
  }

  board.addEventListener('click', (e) => {
    const el = (e.target as Element).closest<HTMLElement>('[data-hole]')
    if (el) clickHole(Number(el.dataset.hole))
  })
  board.addEventListener('keydown', (e) => {
    const el = (e.target as Element).closest<HTMLElement>('[data-hole]')
    if (!el || !e.key.startsWith('Arrow')) return
    e.preventDefault()
    const next = neighbour(getPosition().side, Number(el.dataset.hole), e.key)
    holeElements(board).find((h) => Number(h.dataset.hole) === next)?.focus()
  })
  for (const radio of root.querySelectorAll<HTMLInputElement>('[data-mode]')) {
    radio.addEventListener('change', () => {
      mode = radio.value === 'edit' ? 'edit' : 'play'
      selected = -1
      render(getPosition())
    })
  }
  target.addEventListener('change', () => setGoal(Number(target.value)))
  size.addEventListener('change', () => {
    const side = Number(size.value)
    change({ side, board: singleVacancy(side, 1) }, null)
  })
  undo.addEventListener('click', () => {
    const last = history.pop()
    if (!last) return
    setPosition(last.before)
    setText(status, last.jump ? `Undid the jump ${last.jump[0]} → ${last.jump[1]}.` : 'Undid the last change.')
  })
  $(root, '[data-set-board]').addEventListener('click', setFromText)
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') { e.preventDefault(); setFromText() }
  })
  $(root, '[data-count]').addEventListener('click', () => void run('count'))
  $(root, '[data-shortest]').addEventListener('click', () => void run('shortest'))
  $(root, '[data-copy-link]').addEventListener('click', async () => {
    const url = boardUrl(formatBoard(getPosition()))
    const ok = await copyText(url)
    setText(copyResult, ok ? 'Link copied.' : `Copy this link: ${url}`)
  })

  const param = readBoardParam(parseBoard)
  if (param.error) {
    setText(notice, param.error)
    notice.hidden = false
  }
  if (param.value) setPosition(param.value)
  fillTargets(getPosition().side)
  let first = true
  onPosition((p) => {
    onChange(p)
    if (first) {
      first = false
      if (param.value) setText(status, `Board loaded from the link: ${formatBoard(p)}.`)
      return
    }
    replaceBoardInAddressBar(formatBoard(p))
  })
}
