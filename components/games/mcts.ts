/**
 * <mcts-lab>: Monte Carlo tree search on tic-tac-toe or Connect Four. The widget's own position (a
 * game and a position of it) → board; Run and Measure run in the MCTS worker (mcts-jobs.ts) with
 * progress and Cancel, keyed by the position and every setting (the kit's `data-setting`), so a
 * changed setting drops a stale result. A link can set everything (MCTS_PARAMS): the kit's settings
 * (settings.ts) read it and write Copy link.
 */
import { parsePosition } from '../../src/solvers/connect4/board.ts'
import type { GameName, MctsAnswer, MctsJobs } from '../../src/solvers/mcts-jobs.ts'
import { parseBoard } from '../../src/solvers/tictactoe/notation.ts'
import { drawBoard as drawC4 } from '../connect4/draw.ts'
import { drawBoard as drawTtt } from '../tictactoe/draw.ts'
import { $, showError } from '../kit/dom.ts'
import { formatMs } from '../kit/job-controls.ts'
import { checkNumberBoxes, controlSetting } from '../kit/setting-controls.ts'
import { createStore } from '../kit/store.ts'
import { KitWidget } from '../kit/widget.ts'
import { drawCurve } from './curve.ts'
import { MCTS_EXAMPLES, MCTS_PARAMS, readGamePosition, type GamePosition } from './position.ts'
import { jobsRunner } from '../kit/worker-runner.ts'
import { curveSentence, GAME_TITLES, moveName, runSentence } from './words.ts'

export class MctsLab extends KitWidget<GamePosition, string, MctsJobs> {
  #game!: HTMLSelectElement
  #playouts!: HTMLInputElement
  #exploration!: HTMLInputElement
  #seed!: HTMLInputElement

  protected setup(): void {
    this.runner = jobsRunner('mcts')
    this.#game = $<HTMLSelectElement>(this, '[data-game]')
    this.#playouts = $<HTMLInputElement>(this, '[data-playouts]')
    this.#exploration = $<HTMLInputElement>(this, '[data-exploration]')
    this.#seed = $<HTMLInputElement>(this, '[data-seed]')
    this.store = createStore<GamePosition>({ game: 'tictactoe', text: MCTS_EXAMPLES.tictactoe }, (p) => ({
      ...p,
    }))
    this.#linkSettings()
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

  /**
   * The game and position in links (`mcts-game`, `mcts-position`), beside the number boxes'
   * settings (Mcts.astro's `data-param`): the kit reads and writes them all. A link carries the
   * position only when it is not its game's example; the game comes first in a link, so the
   * position is read in the game the link names.
   */
  #linkSettings(): void {
    const example = (): GamePosition => {
      const game = this.#game.value as GameName
      return { game, text: MCTS_EXAMPLES[game] }
    }
    this.settings.add({
      ...controlSetting(this.#game, MCTS_PARAMS.game),
      read: () => this.store!.get().game,
      write: (v) => {
        this.#game.value = v
        this.store!.set(example())
      },
    })
    this.settings.add({
      param: MCTS_PARAMS.position,
      what: 'position',
      initial: '',
      under: { param: MCTS_PARAMS.game, values: null },
      read: () => {
        const p = this.store!.get()
        return p.text === MCTS_EXAMPLES[p.game] ? '' : p.text
      },
      problem: (v) => {
        try {
          readGamePosition(this.#game.value as GameName, v)
          return null
        } catch (err) {
          return (err as Error).message
        }
      },
      write: (v) => this.store!.set(readGamePosition(this.#game.value as GameName, v)),
    })
  }

  /** The settings as numbers, or null after saying what is wrong (under the boxes). */
  #settings(): { playouts: number; exploration: number; seed: number } | null {
    const boxes = [this.#playouts, this.#exploration, this.#seed]
    const empty = boxes.find((box) => box.value.trim() === '')
    if (empty) {
      const what = empty.dataset.what ?? 'a setting'
      showError(
        empty,
        $(this, `#${CSS.escape(this.id)}-settings-error`),
        `${what[0].toUpperCase()}${what.slice(1)} is empty.`,
      )
    }
    if (empty || !checkNumberBoxes(this, boxes)) {
      this.say('Nothing ran: a setting has an error (said under it).')
      return null
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
