/**
 * Held answers, one part of the widget shell: in class mode a widget holds what it would give away
 * (a solver's length) until the class has predicted it in the widget's Predict.astro box; Reveal
 * shows it and says how far off the prediction was. Outside class mode, or in a widget without the
 * box, the answer shows at once. Switching class mode off reveals what is held.
 *
 * The sentence is a pure function (`revealSentence`, unit-tested); the class wires the box.
 */
import { classModeOn, onClassMode, setClassMode } from './class-mode.ts'
import { showError } from './dom.ts'
import { predictionVerdict, readPrediction } from './exercise-logic.ts'

/** A length to predict, or a judge of a prediction that returns the closing sentence. */
export type Judge = number | ((prediction: number) => string)

/** What Reveal says: the answer, then (when the class predicted) how the prediction fared. */
export function revealSentence(
  answer: string,
  prediction: number | null,
  judge: Judge,
  unit: string,
): string {
  if (prediction === null) return answer
  if (typeof judge === 'function') return `${answer} ${judge(prediction)}`
  return `${answer} Your prediction, ${prediction} ${unit}, ${predictionVerdict(prediction, judge)}.`
}

export class HeldAnswer {
  readonly #box: HTMLFieldSetElement
  readonly #input: HTMLInputElement
  readonly #error: HTMLElement
  readonly #say: (text: string) => void
  #held: { judge: Judge; reveal: () => string } | null = null
  /** The control that asked for the answer: focus goes back to it when the box closes. */
  #asker: HTMLElement | null = null

  /** The widget's Predict.astro box, or null when it has none. */
  static wire(widget: HTMLElement, say: (text: string) => void): HeldAnswer | null {
    const box = widget.querySelector<HTMLFieldSetElement>('[data-kit-predict]')
    return box ? new HeldAnswer(widget, box, say) : null
  }

  private constructor(widget: HTMLElement, box: HTMLFieldSetElement, say: (text: string) => void) {
    const input = box.querySelector<HTMLInputElement>('[data-kit-prediction]')
    const error = input ? widget.querySelector<HTMLElement>(`#${CSS.escape(input.id)}-error`) : null
    if (!input || !error)
      throw new Error(
        `<${widget.localName}>: the predict box needs its number box and error line (Predict.astro).`,
      )
    this.#box = box
    this.#input = input
    this.#error = error
    this.#say = say
    const toggle = widget.querySelector<HTMLInputElement>('[data-class-toggle]')
    if (toggle) {
      toggle.checked = classModeOn()
      toggle.addEventListener('change', () => setClassMode(toggle.checked))
    }
    onClassMode((on) => {
      if (toggle) toggle.checked = on
      if (!on && this.#held) this.#reveal(null) // class mode switched off: nothing left to hide
    })
    const reveal = box.querySelector<HTMLButtonElement>('[data-kit-reveal]')!
    reveal.addEventListener('click', () => {
      const p = readPrediction(input.value, Number(input.max), this.#unit)
      if (p !== null && typeof p === 'object') return showError(input, error, p.error)
      showError(input, error, null)
      this.#reveal(p)
    })
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault()
        reveal.click()
      }
    })
  }

  get #unit(): string {
    return this.#box.dataset.unit ?? 'moves'
  }

  /** Holds the answer in class mode (false: the caller shows it at once). */
  hold(judge: Judge, reveal: () => string, waiting: string): boolean {
    if (!classModeOn()) return false
    this.#held = { judge, reveal }
    this.#input.value = ''
    showError(this.#input, this.#error, null)
    this.#box.hidden = false
    this.#say(waiting)
    const asker = document.activeElement
    this.#asker = asker instanceof HTMLElement && !this.#box.contains(asker) ? asker : null
    this.#input.focus()
    return true
  }

  /** Drops what is held (the position changed: it answered another question). */
  drop(): void {
    this.#held = null
    this.#box.hidden = true
  }

  #reveal(prediction: number | null): void {
    const held = this.#held
    if (!held) return
    // Hiding the box would drop focus to the page, and the step keys (← →) with it: it goes back
    // to the control that asked, in the widget.
    const hadFocus = this.#box.contains(document.activeElement)
    this.drop()
    this.#say(revealSentence(held.reveal(), prediction, held.judge, this.#unit))
    if (hadFocus) {
      this.#asker?.focus()
      // A control that went away or is disabled: the widget's step player (it takes focus from code).
      if (document.activeElement !== this.#asker)
        this.#box.closest('[data-kit-widget]')?.querySelector<HTMLElement>('step-player')?.focus()
    }
    this.#asker = null
  }
}
