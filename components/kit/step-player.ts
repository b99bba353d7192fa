// <step-player>: enhances the static controls rendered by StepPlayer.astro.

import { $, setText } from './dom.ts'
import {
  clampStep,
  controlState,
  DEFAULT_STEP_MS,
  stepKeyAction,
  stepText,
  type ControlState,
  type Step,
} from './step-logic.ts'

type ButtonName = 'first' | 'prev' | 'play' | 'next' | 'last'
const BUTTONS: readonly ButtonName[] = ['first', 'prev', 'play', 'next', 'last']

export class StepPlayerElement extends HTMLElement {
  #steps: readonly Step[] = []
  #onStep: (index: number) => void = () => {}
  #index = 0
  #timer: ReturnType<typeof setTimeout> | undefined
  #playing = false
  #wired = false
  #empty = ''

  get index(): number {
    return this.#index
  }
  get playing(): boolean {
    return this.#playing
  }
  get count(): number {
    return this.#steps.length
  }

  connectedCallback(): void {
    if (this.#wired) return
    this.#wired = true
    this.#empty = this.#label().textContent?.trim() || stepText(-1, [])
    for (const name of BUTTONS) this.#button(name).addEventListener('click', () => this.#press(name))
    this.addEventListener('keydown', (e) => this.#onKey(e))
    this.#render()
  }

  disconnectedCallback(): void {
    this.pause()
  }

  /** Loads steps (index 0 is usually the start position) and shows step `start`. */
  load(steps: readonly Step[], onStep: (index: number) => void, start = 0): void {
    this.pause()
    this.#steps = steps
    this.#onStep = onStep
    this.#index = steps.length === 0 ? 0 : -1
    if (steps.length === 0) this.#render()
    else this.go(start)
  }

  go(i: number): void {
    if (this.#steps.length === 0) return
    const index = clampStep(i, this.#steps.length)
    if (index === this.#index) return
    this.#index = index
    this.#render()
    this.#onStep(index)
    this.dispatchEvent(new CustomEvent('step', { detail: { index }, bubbles: true }))
  }

  next(): void {
    this.go(this.#index + 1)
  }
  prev(): void {
    this.go(this.#index - 1)
  }
  first(): void {
    this.go(0)
  }
  last(): void {
    this.go(this.#steps.length - 1)
  }

  play(): void {
    if (this.#playing || this.#steps.length < 2) return
    if (this.#index >= this.#steps.length - 1) this.go(0)
    this.#playing = true
    this.#render()
    this.#schedule()
  }

  pause(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    if (!this.#playing) return
    this.#playing = false
    this.#render()
  }

  toggle(): void {
    if (this.#playing) this.pause()
    else this.play()
  }

  #schedule(): void {
    this.#timer = setTimeout(() => {
      this.next()
      if (this.#index >= this.#steps.length - 1) this.pause()
      else this.#schedule()
    }, this.#stepMs())
  }

  #stepMs(): number {
    const ms = Number(this.querySelector<HTMLSelectElement>('[data-step-speed]')?.value)
    return ms > 0 ? ms : DEFAULT_STEP_MS
  }

  #press(name: ButtonName): void {
    if (name === 'play') return this.toggle()
    this.pause()
    this[name]()
  }

  #onKey(e: KeyboardEvent): void {
    const target = e.target instanceof Element ? e.target.localName : ''
    const action = stepKeyAction(e.key, target, e.altKey || e.ctrlKey || e.metaKey)
    if (!action || this.#steps.length === 0) return
    e.preventDefault()
    if (action === 'toggle') this.toggle()
    else this.#press(action)
  }

  #render(): void {
    // With nothing to step through, the player is left out of print (its controls are hidden there).
    this.toggleAttribute('data-empty', this.#steps.length === 0)
    const state = controlState(this.#index, this.#steps.length)
    const focusLost = this.#applyState(state)
    this.#renderPlay()
    const label = this.#label()
    label.setAttribute('aria-live', this.#playing ? 'off' : 'polite')
    setText(label, stepText(this.#index, this.#steps, this.#empty))
    if (focusLost) (state.play ? this.#button('play') : this).focus()
  }

  /** Enables and disables the controls; true when the focused one was just disabled. */
  #applyState(state: ControlState): boolean {
    let focusLost = false
    for (const name of BUTTONS) {
      const button = this.#button(name)
      if (!state[name] && document.activeElement === button) focusLost = true
      button.disabled = !state[name]
    }
    const speed = this.querySelector<HTMLSelectElement>('[data-step-speed]')
    if (speed) speed.disabled = !state.speed
    return focusLost
  }

  #renderPlay(): void {
    const play = this.#button('play')
    const word = this.#playing ? 'Pause' : 'Play'
    play.setAttribute('aria-label', word)
    play.title = word
  }

  #button(name: ButtonName): HTMLButtonElement {
    return $<HTMLButtonElement>(this, `[data-step="${name}"]`)
  }
  #label(): HTMLElement {
    return $(this, '[data-step-label]')
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'step-player': StepPlayerElement
  }
}

if (!customElements.get('step-player')) customElements.define('step-player', StepPlayerElement)

/**
 * The step player inside `root`, already upgraded. Widgets call this instead of querying the
 * element themselves: importing it (a value, not a type) guarantees that this module has run and
 * defined <step-player> before the widget calls load(), whatever order the page's scripts run in.
 */
export function findStepPlayer(root: ParentNode): StepPlayerElement {
  return $<StepPlayerElement>(root, 'step-player')
}
