/**
 * <mcts-lab>: Monte Carlo tree search on tic-tac-toe or Connect Four. The widget's own position (a
 * game and a position of it) → board; Run and Measure run in the MCTS worker (mcts-jobs.ts) with
 * progress and Cancel, keyed by the position and every setting (the kit's `data-setting`), so a
 * changed setting drops a stale result. A link can set everything (MCTS_PARAMS); Copy link writes it.
 */
import { parsePosition } from '../../src/solvers/connect4/board.ts'
import type { GameName, MctsAnswer, MctsJobs } from '../../src/solvers/mcts-jobs.ts'
import { parseBoard } from '../../src/solvers/tictactoe/notation.ts'
import { drawBoard as drawC4 } from '../connect4/draw.ts'
import { drawBoard as drawTtt } from '../tictactoe/draw.ts'
import { $, showError } from '../kit/dom.ts'
import { formatMs } from '../kit/job-controls.ts'
import { numberProblem } from '../kit/settings.ts'
import { createStore } from '../kit/store.ts'
import { pageLink } from '../kit/url-state.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawCurve } from './curve.ts'
import { MCTS_EXAMPLES, MCTS_PARAMS, readGamePosition, type GamePosition } from './position.ts'
import { mctsRunner } from './worker.ts'
import { curveSentence, GAME_TITLES, moveName, runSentence } from './words.ts'

const GAMES: readonly GameName[] = ['tictactoe', 'connect4']

export class MctsLab extends KitWidget<GamePosition, string, MctsJobs> {
  #game!: HTMLSelectElement
  #playouts!: HTMLInputElement
  #exploration!: HTMLInputElement
  #seed!: HTMLInputElement

  protected setup(): void {
    this.runner = mctsRunner()
    this.#game = $<HTMLSelectElement>(this, '[data-game]')
    this.#playouts = $<HTMLInputElement>(this, '[data-playouts]')
    this.#exploration = $<HTMLInputElement>(this, '[data-exploration]')
    this.#seed = $<HTMLInputElement>(this, '[data-seed]')
    this.store = createStore<GamePosition>(this.#readLink(), (p) => ({ ...p }))
    this.notation = {
      parse: (text) => readGamePosition(this.#game.value as GameName, text),
      format: (p) => p.text,
    }
    this.#game.addEventListener('change', () => {
      const game = this.#game.value as GameName
      this.change({ game, text: MCTS_EXAMPLES[game] }, 'edit')
    })
    $(this, '[data-example]').addEventListener('click', () => {
      const game = this.#game.value as GameName
      this.change({ game, text: MCTS_EXAMPLES[game] }, 'edit')
    })
    $(this, '[data-run]').addEventListener('click', () => void this.#run())
    $(this, '[data-curve]').addEventListener('click', () => void this.#curve())
  }

  protected render(p: GamePosition): void {
    this.#game.value = p.game
    const ttt = $(this, '[data-board-ttt]')
    const c4 = $(this, '[data-board-c4]')
    ttt.hidden = p.game !== 'tictactoe'
    c4.hidden = p.game !== 'connect4'
    if (p.game === 'tictactoe') drawTtt($(ttt, '[data-board]'), parseBoard(p.text))
    else drawC4($(c4, '[data-board]'), parsePosition(p.text))
    $(this, '[data-moves-box]').hidden = true
    $(this, '[data-curve-box]').hidden = true
  }

  protected idleStatus(p: GamePosition): string {
    return `${GAME_TITLES[p.game]}, ${p.text}. Set the playouts, c and the seed, then press Run MCTS (or Measure).`
  }

  /** The game, position and settings a link carries; the example when it carries none. */
  #readLink(): GamePosition {
    const params = new URLSearchParams(location.search)
    const fallback: GamePosition = { game: 'tictactoe', text: MCTS_EXAMPLES.tictactoe }
    if (!Object.values(MCTS_PARAMS).some((name) => params.has(name))) return fallback
    const refused: string[] = []
    let start = fallback
    const game = params.get(MCTS_PARAMS.game) ?? 'tictactoe'
    if (!GAMES.includes(game as GameName))
      refused.push(`The link's game “${game.slice(0, 20)}” is not tictactoe or connect4.`)
    else {
      const text = params.get(MCTS_PARAMS.position) ?? MCTS_EXAMPLES[game as GameName]
      try {
        start = readGamePosition(game as GameName, text)
      } catch (err) {
        refused.push(
          `The link's position could not be read: ${(err as Error).message.replace(/[.\s]+$/, '')}.`,
        )
        start = { game: game as GameName, text: MCTS_EXAMPLES[game as GameName] }
      }
    }
    for (const [name, box] of [
      [MCTS_PARAMS.playouts, this.#playouts],
      [MCTS_PARAMS.exploration, this.#exploration],
      [MCTS_PARAMS.seed, this.#seed],
    ] as const) {
      const v = params.get(name)
      if (v === null) continue
      const problem = numberProblem(box, v)
      if (problem) refused.push(`The link's ${name.replace('mcts-', '')}: ${problem}`)
      else box.value = v
    }
    this.notify(
      refused.length
        ? refused.join(' ')
        : `Position and settings loaded from the link: ${GAME_TITLES[start.game]} ${start.text}, ${this.#playouts.value} playouts, c ${this.#exploration.value}, seed ${this.#seed.value}.`,
      refused.length ? 'error' : 'info',
    )
    return start
  }

  linkHere(): string {
    const p = this.position
    const params: [string, string][] = [
      [MCTS_PARAMS.game, p.game],
      [MCTS_PARAMS.position, p.text],
      [MCTS_PARAMS.playouts, this.#playouts.value],
      [MCTS_PARAMS.exploration, this.#exploration.value],
      [MCTS_PARAMS.seed, this.#seed.value],
    ]
    if (this.hasAttribute('data-focus')) params.push(['view', 'focus'])
    return pageLink(params, this.id)
  }

  /** The settings as numbers, or null after saying what is wrong (under the boxes). */
  #settings(): { playouts: number; exploration: number; seed: number } | null {
    const error = $(this, `#${CSS.escape(this.id)}-settings-error`)
    for (const box of [this.#playouts, this.#exploration, this.#seed]) {
      const problem = box.value.trim() === '' ? `${box.dataset.what} is empty.` : numberProblem(box)
      if (problem) {
        showError(box, error, problem.charAt(0).toUpperCase() + problem.slice(1))
        this.say('Nothing ran: a setting has an error (said under it).')
        return null
      }
      showError(box, error, null)
    }
    return {
      playouts: Number(this.#playouts.value),
      exploration: Number(this.#exploration.value),
      seed: Number(this.#seed.value),
    }
  }

  async #run(): Promise<void> {
    const s = this.#settings()
    if (!s) return
    const p = this.position
    const done = await this.run(
      { kind: 'mcts', game: p.game, position: p.text, ...s },
      `Running ${s.playouts.toLocaleString('en-US')} playouts…`,
    )
    if (!done) return
    const a = done.result
    this.holdAnswer(
      (m) =>
        `Your prediction, ${moveName(a.game, m)}, ${m === a.best ? 'was MCTS’s move' : `was not MCTS’s move (${moveName(a.game, a.best)})`}.`,
      () => {
        this.#drawMoves(a)
        return runSentence(a, formatMs(done.elapsedMs))
      },
      'Searched. Which move did MCTS choose? Type the class’s prediction, then press Reveal.',
    )
  }

  #drawMoves(a: MctsAnswer): void {
    const body = $(this, '[data-moves] tbody')
    body.replaceChildren(
      ...a.moves.map((m) => {
        const tr = document.createElement('tr')
        if (m.move === a.best) tr.dataset.chosen = ''
        const th = document.createElement('th')
        th.scope = 'row'
        th.textContent = `${moveName(a.game, m.move)}${m.move === a.best ? ' (MCTS’s move)' : ''}`
        const perfect =
          a.perfectMoves === null ? 'not judged' : a.perfectMoves.includes(m.move) ? 'perfect' : 'no'
        const cells = [
          m.visits.toLocaleString('en-US'),
          m.mean === null ? '–' : m.mean.toFixed(3),
          perfect,
        ].map((t) => {
          const td = document.createElement('td')
          td.textContent = t
          return td
        })
        tr.append(th, ...cells)
        return tr
      }),
    )
    $(this, '[data-moves-box]').hidden = false
  }

  async #curve(): Promise<void> {
    const s = this.#settings()
    if (!s) return
    const game = this.position.game
    const done = await this.run(
      { kind: 'curve', game, exploration: s.exploration, seed: s.seed },
      `Measuring on ${GAME_TITLES[game]}’s fixed positions…`,
    )
    if (!done) return
    const box = $(this, '[data-curve-box]')
    drawCurve(
      $<SVGSVGElement>(box, '[data-curve-svg]'),
      $<HTMLTableElement>(box, '[data-curve-table]'),
      done.result,
    )
    box.hidden = false
    this.say(curveSentence(done.result, formatMs(done.elapsedMs)))
  }
}

if (!customElements.get('mcts-lab')) customElements.define('mcts-lab', MctsLab)
