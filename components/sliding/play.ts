/**
 * Wires the play widget: input → the reader's position (position.ts) → boards, status, URL.
 * Solving runs in the worker (IDA* with pattern databases, built once per goal).
 */
import {
  defaultGoal, formatBoard, parseBoard, replay, shuffle, slide, solvability,
  checkSameShape, neighbourTable, blankCell, type Board,
} from '../../src/solvers/sliding/index.ts'
import { keepDraft } from '../kit/draft.ts'
import { $, setText, showError } from '../kit/dom.ts'
import { boardUrl, copyText, encodeBoard, readBoardParam } from '../kit/url-state.ts'
import { bindJobControls, formatMs } from '../kit/job-controls.ts'
import { findStepPlayer } from '../kit/step-player.ts'
import { drawBoard } from './board-view.ts'
import { fmt, nodes, solutionSentence } from './board-text.ts'
import { EXAMPLE, EXAMPLE_GOAL, getPosition, onPosition, setPosition, type Position } from './position.ts'
import { boardData, slidingRunner } from './worker.ts'
import { runJob } from './run-job.ts'
import { randomSolvable, cellForKey } from './play-logic.ts'

/** Text typed into the position box but not yet applied survives a reload (per tab). */
const DRAFT_KEY = 'sliding-position-draft'

/** The page URL with both boards, readable: `?board=1+2+3/…&goal=…`. */
export function positionUrl(p: Position, href = location.href): string {
  const url = new URL(href)
  url.searchParams.delete('goal')
  return `${boardUrl(formatBoard(p.board), url.href)}&goal=${encodeBoard(formatBoard(p.goal))}`
}

function readGoalParam(board: Board | null): { goal: Board | null; error: string | null } {
  const raw = new URLSearchParams(location.search).get('goal')
  if (!raw) return { goal: null, error: null }
  try {
    const goal = parseBoard(raw)
    if (board) checkSameShape(board, goal)
    return { goal, error: null }
  } catch (err) {
    return { goal: null, error: `The link's goal "${raw.slice(0, 60)}" could not be read: ${(err as Error).message.replace(/[.\s]+$/, '')}.` }
  }
}

export function initSlidingPlay(root: HTMLElement): void {
  const boardEl = $(root, '[data-sliding-board]')
  const goalEl = $($(root, '[data-goal-board]'), '[data-sliding-board]')
  const input = $<HTMLInputElement>(root, '[data-board-input]')
  const draft = keepDraft(input, DRAFT_KEY)
  const goalInput = $<HTMLInputElement>(root, '[data-goal-input]')
  const inputError = $(root, '#sliding-board-error')
  const goalError = $(root, '#sliding-goal-error')
  const notice = $(root, '[data-notice]')
  const status = $(root, '[data-status]')
  const movesMade = $(root, '[data-moves-made]')
  const copyResult = $(root, '[data-copy-result]')
  const player = findStepPlayer(root)
  const runner = slidingRunner()
  const controls = bindJobControls($(root, '[data-job]'), runner)
  let made = 0

  /** Every change of position goes through here: boards, text boxes, URL, other widgets. */
  function change(next: Position, byMove = false): void {
    made = byMove ? made + 1 : 0
    notice.hidden = true // a notice about a bad link is stale once the reader sets a position
    draft.clear()
    setPosition(next)
  }

  function render(p: Position): void {
    drawBoard(boardEl, p.board)
    drawBoard(goalEl, p.goal)
    if (document.activeElement !== input) input.value = formatBoard(p.board)
    if (document.activeElement !== goalInput) goalInput.value = formatBoard(p.goal)
    setText(movesMade, `Moves made: ${made}`)
    player.load([], () => {})
    const s = solvability(p.board, p.goal)
    const atGoal = formatBoard(p.board) === formatBoard(p.goal)
    setText(status, atGoal ? (made > 0 ? `Solved! You reached the goal in ${made} moves.` : 'Already at the goal.') : s.reason)
  }

  function slideCell(cell: number): void {
    const p = getPosition()
    const tile = p.board.tiles[cell]
    if (cell < 0 || tile === 0 || !neighbourTable(p.board.width, p.board.height)[blankCell(p.board.tiles)].includes(cell)) return
    if (runner.busy) { runner.cancel(); controls.stop() }
    change({ ...p, board: slide(p.board, tile) }, true)
  }

  function setFrom(which: 'board' | 'goal'): void {
    const [box, err] = which === 'board' ? [input, inputError] : [goalInput, goalError]
    try {
      const parsed = parseBoard(box.value)
      const p = getPosition()
      if (which === 'board') {
        const goal = parsed.width === p.goal.width && parsed.height === p.goal.height ? p.goal : defaultGoal(parsed.width, parsed.height)
        change({ board: parsed, goal })
      } else {
        checkSameShape(p.board, parsed)
        change({ ...p, goal: parsed })
      }
      showError(box, err, null)
    } catch (e) {
      showError(box, err, e instanceof Error ? e.message : String(e))
    }
  }

  async function solve(): Promise<void> {
    const start = getPosition()
    const done = await runJob(runner, controls, status, { kind: 'solve', start: boardData(start.board), goal: boardData(start.goal) }, 'Solving…')
    if (!done) return
    const r = done.result
    const build = r.buildMs >= 1 ? `; pattern databases built in ${formatMs(r.buildMs)}` : ''
    setText(status, `${solutionSentence(r.moves)} (IDA* expanded ${nodes(r.expanded)} in ${formatMs(r.searchMs)}${build}).`)
    const boards = replay(start.board, r.moves)
    const steps = [{ label: 'Start: your position' }].concat(
      r.moves.map((t, k) => ({ label: `Step ${k + 1} of ${r.moves.length}: tile ${t} slides into the blank` })),
    )
    player.load(steps, (i) => drawBoard(boardEl, boards[i], i > 0 ? r.moves[i - 1] : -1))
  }

  boardEl.addEventListener('click', (e) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-cell]')
    if (cell) slideCell(Number(cell.dataset.cell))
  })
  boardEl.addEventListener('keydown', (e) => {
    if (!e.key.startsWith('Arrow')) return
    e.preventDefault()
    slideCell(cellForKey(getPosition().board, e.key))
  })
  $(root, '[data-set-board]').addEventListener('click', () => setFrom('board'))
  $(root, '[data-set-goal]').addEventListener('click', () => setFrom('goal'))
  input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); setFrom('board') } })
  goalInput.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); setFrom('goal') } })
  $(root, '[data-new-size]').addEventListener('click', () => {
    const [w, h] = $<HTMLSelectElement>(root, '[data-size]').value.split('x').map(Number)
    const goal = defaultGoal(w, h)
    change({ board: randomSolvable(goal), goal })
  })
  $(root, '[data-shuffle]').addEventListener('click', () => {
    const k = Math.max(1, Math.min(500, Math.round(Number($<HTMLInputElement>(root, '[data-shuffle-k]').value) || 20)))
    const p = getPosition()
    change({ ...p, board: shuffle(p.goal, k) })
  })
  $(root, '[data-random]').addEventListener('click', () => {
    const p = getPosition()
    change({ ...p, board: randomSolvable(p.goal) })
  })
  $(root, '[data-example]').addEventListener('click', () => change({ board: parseBoard(EXAMPLE), goal: parseBoard(EXAMPLE_GOAL) }))
  $(root, '[data-solve]').addEventListener('click', () => void solve())
  $(root, '[data-copy-link]').addEventListener('click', async () => {
    const url = positionUrl(getPosition())
    const ok = await copyText(url)
    setText(copyResult, ok ? 'Link copied.' : `Copy this link: ${url}`)
  })

  // Restore the reader's input from ?board= and &goal= (a bad one shows the default and says why).
  const param = readBoardParam(parseBoard)
  const goalParam = readGoalParam(param.value)
  const problems = [param.error, goalParam.error].filter(Boolean).join(' ')
  if (problems) {
    setText(notice, problems)
    notice.hidden = false
  }
  if (param.value) {
    const goal = goalParam.goal ?? (param.value.tiles.length === 9 && param.value.width === 3 ? parseBoard(EXAMPLE_GOAL) : defaultGoal(param.value.width, param.value.height))
    setPosition({ board: param.value, goal })
  }
  let first = true
  onPosition((p) => {
    render(p)
    if (first) {
      first = false
      if (param.value) setText(status, `Position loaded from the link: ${formatBoard(p.board)}. ${solvability(p.board, p.goal).reason}`)
      const saved = draft.read()
      if (saved !== null && saved !== input.value) {
        input.value = saved
        setText(status, 'Your unapplied text in the Position box was kept; press Set position or Enter to use it.')
      }
      return
    }
    try {
      history.replaceState(history.state, '', positionUrl(p, location.href) + location.hash)
    } catch {
      // Sandboxed frames may forbid replaceState; the input simply is not kept.
    }
  })
}
