/**
 * The kit's exercise: one checked exercise for every article (markup in Exercise.astro).
 *
 * The reader types an answer for a puzzle (the page's position, or the exercise's own from "New
 * puzzle"); the puzzle's `check` replays it and says whether it is legal, solves the puzzle and is
 * the fewest. Class mode (`?mode=class`, the checkbox, shared by every exercise on the page) hides
 * how long the fewest is until Reveal, after the class has predicted it. Copy link carries the
 * exercise's own puzzle and class mode: `…?puzzle=<notation>&mode=class#<exercise id>`.
 *
 * A puzzle's exercise subclasses KitExercise and supplies: `setup()` (set `follow` to the page's
 * store, `notation`, maybe `runner`), `render(p)` (draw), `randomPuzzle()`, `check(p, text,
 * reveal)` and `solution(p)`. Unreadable answers throw NotationError or InputError.
 */
import { $, setText, showError } from './dom.ts'
import { createStore, type Store } from './store.ts'
import { fragmentId, isClassMode, type PositionLink } from './url-state.ts'
import { showNotice } from './notice.ts'
import { KitWidget } from './widget.ts'
import { isInputError, type Jobs } from '../../src/solvers/contract.ts'
import { predictionVerdict, readPrediction } from './exercise-logic.ts'
import { onClassMode, setClassMode } from './class-mode.ts'

export { onClassMode, setClassMode } from './class-mode.ts'

/** What the page can say about the fewest moves for a puzzle. */
export interface Solution {
  /** The fewest moves (the number a class predicts). */
  length: number
  /** The sentence that reveals it, e.g. "A shortest solution takes 4 moves: 4 5 8 9." */
  text: string
}

export abstract class KitExercise<P, J extends Jobs = Jobs> extends KitWidget<P, string, J> {
  /** The page's position, which the exercise follows until it gets a puzzle of its own. */
  protected follow: Store<P> | null = null
  /** Makes a copy of a puzzle (the store copies in and out). */
  protected abstract copy(p: P): P
  /** A fresh puzzle for "New puzzle" (not already solved). */
  protected abstract randomPuzzle(): P
  /** The verdict on the typed answer; `reveal` false must not say how long the fewest is. */
  protected abstract check(p: P, answer: string, reveal: boolean): string | Promise<string | null> | null
  /** The fewest moves and the sentence that reveals them (null: the status already says why not). */
  protected abstract solution(p: P): Solution | Promise<Solution | null> | null
  /** The sentence under the board that says which puzzle this is. */
  protected describe(p: P, own: boolean): string {
    const text = this.notation ? this.notation.format(p) : ''
    return own
      ? `This exercise has its own puzzle, ${text}; your position elsewhere on the page is unchanged.`
      : `The puzzle is your position, ${text}.`
  }

  #own = false
  #revealed = false
  #answer!: HTMLInputElement
  #answerError!: HTMLElement
  #classBox!: HTMLInputElement
  #prediction!: HTMLInputElement
  #predictionError!: HTMLElement

  protected prepare(): void {
    this.#answer = $<HTMLInputElement>(this, '[data-ex-answer]')
    this.#answerError = $(this, `#${CSS.escape(this.#answer.id)}-error`)
    this.#classBox = $<HTMLInputElement>(this, '[data-ex-class]')
    this.#prediction = $<HTMLInputElement>(this, '[data-ex-prediction]')
    this.#predictionError = $(this, `#${CSS.escape(this.#prediction.id)}-error`)
    // The exercise's own store: it follows the page's position until "New puzzle" or a link.
    const own = this.#restoreOwn()
    this.store = createStore<P>(own ?? this.follow?.get() ?? this.randomPuzzle(), (p) => this.copy(p))
    this.#own = own !== null
    this.link = this.#puzzleLink()
    this.follow?.subscribe((p) => {
      if (!this.#own) this.store!.set(p)
    })
    this.#wireControls()
    this.#applyClassMode(isClassMode())
  }

  /** Draws the puzzle. */
  protected abstract draw(p: P): void

  protected render(p: P): void {
    this.#revealed = false
    this.draw(p)
    setText($(this, '[data-ex-source]'), this.describe(p, this.#own))
    $(this, '[data-ex-mine]').hidden = !this.#own || this.follow === null
    showError(this.#answer, this.#answerError, null)
    showError(this.#prediction, this.#predictionError, null)
  }

  /** `?puzzle=<notation>` in this exercise's own links. */
  #puzzleLink(): PositionLink<P> {
    return {
      read: (params) => {
        const raw = params.get('puzzle')
        return raw && this.notation ? this.notation.parse(raw) : null
      },
      write: (p) => (this.#own && this.notation ? [['puzzle', this.notation.format(p)]] : []),
    }
  }

  /** The puzzle a link gave this exercise (when its fragment names it), or null. */
  #restoreOwn(): P | null {
    const params = new URLSearchParams(location.search)
    if (fragmentId() !== this.id || !params.has('puzzle') || !this.notation) return null
    try {
      const p = this.notation.parse(params.get('puzzle')!)
      showNotice(this, `Puzzle loaded from the link: ${this.notation.format(p)}.`, 'info')
      requestAnimationFrame(() => this.scrollIntoView({ block: 'start' }))
      return p
    } catch (err) {
      showNotice(
        this,
        `The link’s puzzle could not be read: ${(err as Error).message.replace(/[.\s]+$/, '')}. Showing your position instead.`,
      )
      return null
    }
  }

  #wireControls(): void {
    $(this, '[data-ex-new]').addEventListener('click', () => {
      this.#own = true
      this.store!.set(this.randomPuzzle())
    })
    $(this, '[data-ex-mine]').addEventListener('click', () => {
      this.#own = false
      this.store!.set(this.follow!.get())
      $<HTMLButtonElement>(this, '[data-ex-new]').focus()
    })
    const check = (): void => void this.#check()
    $(this, '[data-ex-check]').addEventListener('click', check)
    this.#answer.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault()
        check()
      }
    })
    this.#classBox.addEventListener('change', () => setClassMode(this.#classBox.checked))
    onClassMode((on) => this.#applyClassMode(on))
    $(this, '[data-ex-show]').addEventListener('click', () => void this.#reveal(null))
    $(this, '[data-ex-reveal]').addEventListener('click', () => {
      const p = readPrediction(this.#prediction.value, Number(this.#prediction.max), this.dataset.unit)
      if (p !== null && typeof p === 'object')
        return showError(this.#prediction, this.#predictionError, p.error)
      showError(this.#prediction, this.#predictionError, null)
      void this.#reveal(p)
    })
  }

  #applyClassMode(on: boolean): void {
    this.#classBox.checked = on
    $(this, '[data-ex-predict]').hidden = !on
    $(this, '[data-ex-show]').hidden = on
    this.#revealed = false
    this.say('')
  }

  async #check(): Promise<void> {
    const p = this.position
    const version = this.version
    try {
      const verdict = await this.check(p, this.#answer.value, this.#revealed || !this.#classBox.checked)
      showError(this.#answer, this.#answerError, null)
      if (verdict !== null && version === this.version) this.say(verdict)
    } catch (err) {
      if (!isInputError(err)) throw err
      showError(this.#answer, this.#answerError, err.message)
      this.say('Not checked: the answer could not be read (see the message under the box).')
    }
  }

  async #reveal(prediction: number | null): Promise<void> {
    const version = this.version
    const s = await this.solution(this.position)
    if (s === null || version !== this.version) return
    this.#revealed = true
    if (!this.#classBox.checked) return this.say(s.text)
    const unit = this.dataset.unit ?? 'moves'
    this.say(
      prediction === null
        ? `${s.text} (No prediction was entered.)`
        : `${s.text} Your prediction, ${prediction} ${unit}, ${predictionVerdict(prediction, s.length)}.`,
    )
  }
}
