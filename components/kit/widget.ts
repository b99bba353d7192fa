/**
 * The widget shell: a custom-element base class that owns what every puzzle widget does the same
 * way, so a puzzle's widget keeps only its drawing, its words and its own controls.
 *
 * What the shell owns (each part is optional: it is wired when the markup has it):
 *   position   the page's shared store; every change goes through `change()`, and every widget
 *              subscribed to the store clears what went stale (status, verdicts, "Link copied.",
 *              the step player, a job in flight) and draws again through `render()`.
 *   link       `data-main` widgets restore the position from the page's query (`link.read`), keep
 *              the address bar in step, and say where the reader lands that the link was read or
 *              refused; Copy link (`[data-copy-link]`) writes `…?board=…#<widget id>`. Their
 *              settings marked `data-param` travel the same way (settings.ts): restored from the
 *              link (a value out of range is refused, with a sentence), kept in the address bar
 *              as they change, and written by Copy link when they differ from the defaults.
 *   input      `[data-position-input]` + `[data-set]` (or several boxes, `="<part>"`, through
 *              applyText/partText): Set or Enter parses the text with the notation; a bad text
 *              is explained under the box (`[data-input-error]`); unapplied
 *              text survives a reload (a draft per tab).
 *   undo       `[data-undo]` steps back through `change(next, tag)` calls that carried a tag.
 *   jobs       `run(req, busy)` runs one worker job with the progress box (`[data-job]`), and
 *              speaks its outcome in one wording (JOB_WORDS). A job is keyed by all its inputs:
 *              the position and every control marked `data-setting` (a menu, a number box, a
 *              radio group). A change of any of them cancels the job in flight (the worker is
 *              ended, so the CPU is free at once) and a result that no longer belongs to what the
 *              reader sees is dropped (checked by a version number and the settings' values at
 *              the start, not by timing).
 *   steps      `showSteps(steps, onStep)` loads the widget's <step-player>; while steps are
 *              loaded, ←/→/Home/End/Space step them with focus anywhere in the widget, the board
 *              included (the player wins over the board's own arrow keys until the position is
 *              edited); keys typed into text boxes and menus are never taken.
 *
 * A widget subclasses KitWidget, sets `store` (and for the main widget `link` and `notation`) in
 * `setup()`, draws in `render()`, and wires its own controls in `setup()`.
 */
import { keepDraft, type Draft } from './draft.ts'
import { setText, showError } from './dom.ts'
import { classModeOn, onClassMode, setClassMode } from './class-mode.ts'
import { predictionVerdict, readPrediction } from './exercise-logic.ts'
import { bindJobControls, type JobControls } from './job-controls.ts'
import { findStepPlayer, type StepPlayerElement } from './step-player.ts'
import { stepKeyAction, type Step } from './step-logic.ts'
import type { Store } from './store.ts'
import { changedParams, paramChanges, paramControls, restoreParams } from './settings.ts'
import {
  badLinkSentence,
  boardLink,
  copyText,
  fragmentId,
  isClassMode,
  pageLink,
  replaceParams,
  type PositionLink,
} from './url-state.ts'
import type { JobOutcome, JobProgress, WorkerRunner } from './worker-runner.ts'
import type { Jobs, Notation, RequestOf, ResultOf } from '../../src/solvers/contract.ts'
import './focus-view.css'

/** One sentence for each way a job can end without a result. */
export const JOB_WORDS = {
  cancelled: 'Cancelled: the search was stopped before it finished.',
  superseded: 'Stopped: a newer request replaced this one.',
  /** A setting the job depends on changed while it ran: its result would belong to the old setting. */
  settingChanged: 'Stopped: a setting changed while the search ran; run it again for the new setting.',
  badDraft:
    'Nothing ran: the text in the position box has an error (said under it). Fix it and press Set or Enter first.',
  failed: (message: string): string => `The solver failed: ${message.replace(/[.\s]+$/, '')}.`,
  /** The search stopped at the page's budget; its message says how far it got. */
  gaveUp: (message: string): string =>
    `${message.replace(/[.\s]+$/, '')}. The page stops searches there so the tab stays responsive; the command line can go further.`,
} as const

/** The sentence for an outcome without a result, or null for 'done'. */
export function outcomeSentence(outcome: JobOutcome<unknown>): string | null {
  if (outcome.status === 'cancelled') return JOB_WORDS.cancelled
  if (outcome.status === 'superseded') return JOB_WORDS.superseded
  if (outcome.status === 'error')
    return outcome.name === 'BudgetError'
      ? JOB_WORDS.gaveUp(outcome.message)
      : JOB_WORDS.failed(outcome.message)
  return null
}

/**
 * Shows `text` in a notice at the top of `widget` (made on first use, so no widget needs its own
 * markup for it); null hides it. Works before the widget's class has upgraded it.
 */
export function showNotice(widget: HTMLElement, text: string | null, kind: 'error' | 'info' = 'error'): void {
  let notice = widget.querySelector<HTMLElement>(':scope > [data-notice], :scope [data-notice]')
  if (!notice && text === null) return
  if (!notice) {
    notice = document.createElement('div')
    notice.className = 'notice'
    notice.dataset.notice = ''
    const title = widget.querySelector(':scope > .widget__title')
    if (title) title.after(notice)
    else widget.prepend(notice)
  }
  // A refused link is an alert; "loaded from the link" is a note, there when the page opens (a
  // second live region would make the widget's own status ambiguous).
  notice.setAttribute('role', kind === 'error' ? 'alert' : 'note')
  notice.classList.toggle('notice--info', kind === 'info')
  setText(notice, text ?? '')
  notice.hidden = text === null
}

/** The widget a link lands on: the element its fragment names (or the one holding it), else `fallback`. */
export function landingWidget(fallback: HTMLElement, hash = location.hash): HTMLElement {
  const id = fragmentId(hash)
  const target = id ? document.getElementById(id) : null
  return (
    target?.closest<HTMLElement>('[data-kit-widget]') ?? (target instanceof HTMLElement ? target : fallback)
  )
}

/** True when this load is a reload: the browser restores the scroll position itself. */
function isReload(): boolean {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return nav?.type === 'reload' || nav?.type === 'back_forward'
}

/** True inside a frame (an embed on another page). */
function isFramed(): boolean {
  try {
    return window.top !== window.self
  } catch {
    return true
  }
}

type HistoryEntry<P, T> = { before: P; tag: T }

export abstract class KitWidget<P = unknown, T = string, J extends Jobs = Jobs> extends HTMLElement {
  /** The shared position (set it in setup()). */
  protected store: Store<P> | null = null
  /** The position's notation, for the Set box. */
  protected notation: Notation<P> | null = null
  /** How the position sits in the URL; a `data-main` widget owns the address bar with it. */
  protected link: PositionLink<P> | null = null
  /** The worker this widget's jobs run in (set it in setup() when the widget has jobs). */
  protected runner: WorkerRunner<J> | null = null
  /** Positions before each tagged change, for Undo and the widget's own counters. */
  protected readonly history: HistoryEntry<P, T>[] = []

  #wired = false
  #version = 0
  #statusEl: HTMLElement | null = null
  #copyResult: HTMLElement | null = null
  #player: StepPlayerElement | null = null
  #controls: JobControls | null = null
  /** The position boxes by part ('' for a widget with one box): their error line and draft. */
  #inputs = new Map<string, { input: HTMLInputElement; error: HTMLElement | null; draft: Draft | null }>()
  #undo: HTMLButtonElement | null = null
  #first = true
  #lastOutcome: JobOutcome<unknown>['status'] | null = null
  /** The settings a job was started with (null: none since the last change). */
  #runKey: string | null = null

  /** The widget's own wiring: set store/notation/link/runner, listen to its controls. */
  protected abstract setup(): void
  /** Draws `p`; called for every position change, the first one included. */
  protected abstract render(p: P): void
  /** Runs after setup() and before the widget subscribes to its store (the kit's exercise uses it). */
  protected prepare(): void {}
  /** What the status says after the position changed (default: nothing). */
  protected idleStatus(_p: P): string {
    return ''
  }

  connectedCallback(): void {
    if (this.#wired) return
    this.#wired = true
    this.dataset.kitWidget = ''
    // The page's scripts run: a "needs scripts" note (an embed's) has nothing to say (kit.css).
    document.documentElement.setAttribute('data-scripts', '')
    // Class mode is the page's (`?mode=class`): CSS and every widget can read it from the root.
    if (isClassMode()) document.documentElement.setAttribute('data-class-mode', '')
    this.#statusEl = this.querySelector('[data-status]')
    this.#copyResult = this.querySelector('[data-copy-result]')
    this.#player = this.querySelector('step-player') ? findStepPlayer(this) : null
    this.#undo = this.querySelector('[data-undo]')
    this.setup()
    this.prepare()
    const job = this.querySelector<HTMLElement>('[data-job]')
    if (job) this.#controls = bindJobControls(job, { cancel: () => this.runner?.cancel() })
    this.#wireInputs()
    this.#wireSettings()
    this.#wireCopyLink()
    this.#wirePredict()
    this.#undo?.addEventListener('click', () => this.undo())
    this.addEventListener('keydown', (e) => this.#onStepKey(e), { capture: true })
    if (this.isMain) this.#restoreFromLink()
    // The main widget has focus view; another widget with a board of its own can ask for it (data-focusable).
    if (this.hasAttribute('data-main') || this.hasAttribute('data-focusable')) this.#wireFocusView()
    this.store?.subscribe((p) => this.#onChange(p))
  }

  disconnectedCallback(): void {
    this.runner?.cancel()
  }

  /** The widget that owns the page's URL. */
  get isMain(): boolean {
    return this.hasAttribute('data-main') && this.link !== null
  }

  /**
   * The usual way to hold the page's position: its store, its notation (the Set box, the notice)
   * and `?board=<notation>` links. A widget with another link (a goal, a target) sets `link` after.
   */
  protected usePosition(store: Store<P>, notation: Notation<P>): void {
    this.store = store
    this.notation = notation
    this.link = boardLink(notation)
  }

  /** A copy of the position. */
  get position(): P {
    if (!this.store) throw new Error(`<${this.localName}> has no store.`)
    return this.store.get()
  }

  /** Changes the shared position; with a tag the change can be undone (and is counted by tag). */
  change(next: P, tag?: T): void {
    if (!this.store) return
    if (tag !== undefined) this.history.push({ before: this.store.get(), tag })
    else this.history.length = 0
    for (const box of this.#inputs.values()) box.draft?.clear()
    showNotice(this, null)
    this.store.set(next)
  }

  undo(): void {
    const last = this.history.pop()
    if (last && this.store) this.store.set(last.before)
  }

  /** Says `text` in the widget's status line. */
  say(text: string): void {
    if (this.#statusEl) setText(this.#statusEl, text)
  }

  /**
   * Runs one job with progress and Cancel. Returns the result, or null when there is none to
   * show: the status then already says why (cancelled, failed), or the position changed while
   * the job ran (a newer position's status stands).
   */
  async run<K extends keyof J & string>(
    req: RequestOf<J, K> & { kind: K },
    busy: string,
  ): Promise<{ result: ResultOf<J, K>; elapsedMs: number } | null> {
    if (!this.runner) throw new Error(`<${this.localName}> has no runner.`)
    // A box whose text was refused still shows it: running on the last good position would answer a
    // question the reader can no longer see on the page.
    const refused = [...this.#inputs.values()].find(
      (box) => box.input.getAttribute('aria-invalid') === 'true',
    )
    if (refused) {
      this.say(JOB_WORDS.badDraft)
      return null
    }
    const version = this.#version // a newer run supersedes this one in the runner
    const key = this.settingsKey()
    this.#runKey = key
    this.clearSteps()
    this.say(busy)
    this.#controls?.start()
    const outcome = await this.runner.run(req, (p: JobProgress) => this.#controls?.progress(p))
    // Stale: the position or a setting changed while it ran (or a newer run superseded it).
    if (version !== this.#version || key !== this.settingsKey() || outcome.status === 'superseded')
      return null
    this.#controls?.stop()
    this.#lastOutcome = outcome.status
    const sentence = outcomeSentence(outcome)
    if (sentence !== null || outcome.status !== 'done') {
      this.say(sentence ?? '')
      return null
    }
    return { result: outcome.result, elapsedMs: outcome.elapsedMs }
  }

  /** The predict-then-reveal box (Predict.astro), when the widget has one. */
  #predict: {
    box: HTMLFieldSetElement
    input: HTMLInputElement
    error: HTMLElement
    toggle: HTMLInputElement | null
  } | null = null
  /** The answer held back in class mode until Reveal. */
  #held: { length: number | ((prediction: number) => string); reveal: () => string } | null = null

  #wirePredict(): void {
    const box = this.querySelector<HTMLFieldSetElement>('[data-kit-predict]')
    if (!box) return
    const input = box.querySelector<HTMLInputElement>('[data-kit-prediction]')
    const error = input ? this.querySelector<HTMLElement>(`#${CSS.escape(input.id)}-error`) : null
    if (!input || !error)
      throw new Error(
        `<${this.localName}>: the predict box needs its number box and error line (Predict.astro).`,
      )
    const toggle = this.querySelector<HTMLInputElement>('[data-class-toggle]')
    this.#predict = { box, input, error, toggle }
    if (toggle) {
      toggle.checked = classModeOn()
      toggle.addEventListener('change', () => setClassMode(toggle.checked))
    }
    onClassMode((on) => {
      if (toggle) toggle.checked = on
      if (!on && this.#held) this.#revealHeld(null) // class mode switched off: nothing left to hide
    })
    box.querySelector('[data-kit-reveal]')!.addEventListener('click', () => {
      const p = readPrediction(input.value, Number(input.max), box.dataset.unit)
      if (p !== null && typeof p === 'object') return showError(input, error, p.error)
      showError(input, error, null)
      this.#revealHeld(p)
    })
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault()
        box.querySelector<HTMLButtonElement>('[data-kit-reveal]')!.click()
      }
    })
  }

  /**
   * Shows an answer, or in class mode holds it until the class has predicted its `length`:
   * `reveal()` draws the answer and returns its sentence. Outside class mode (or in a widget
   * without Predict.astro) it shows at once. When the answer is not a length (a column, "at least
   * 2"), pass instead a function that judges a prediction and returns the closing sentence.
   */
  protected holdAnswer(
    length: number | ((prediction: number) => string),
    reveal: () => string,
    waiting: string,
  ): void {
    const predict = this.#predict
    if (!predict || !classModeOn()) {
      this.say(reveal())
      return
    }
    this.#held = { length, reveal }
    predict.input.value = ''
    showError(predict.input, predict.error, null)
    predict.box.hidden = false
    this.say(waiting)
    predict.input.focus()
  }

  #revealHeld(prediction: number | null): void {
    const held = this.#held
    if (!held || !this.#predict) return
    this.#held = null
    this.#predict.box.hidden = true
    const text = held.reveal()
    const unit = this.#predict.box.dataset.unit ?? 'moves'
    const judge = held.length
    this.say(
      prediction === null
        ? text
        : typeof judge === 'function'
          ? `${text} ${judge(prediction)}`
          : `${text} Your prediction, ${prediction} ${unit}, ${predictionVerdict(prediction, judge)}.`,
    )
  }

  /** How the last job run() ended ('done', 'cancelled', 'error', 'superseded'), for a widget that adds to the kit's sentence. */
  get lastOutcome(): JobOutcome<unknown>['status'] | null {
    return this.#lastOutcome
  }

  /** The version of the position; a result computed at an older version is stale. */
  protected get version(): number {
    return this.#version
  }

  /** Loads steps into the player; `onStep(i)` draws step i (0 is usually the start). */
  showSteps(steps: readonly Step[], onStep: (index: number) => void, start = 0): void {
    // Loading draws the first step at once: that is not the reader stepping, so the page stays put
    // (a widget that loads its steps as the page opens must not scroll the page to itself).
    let loading = true
    this.#player?.load(
      steps,
      (i) => {
        onStep(i)
        if (!loading) this.#boardIntoView()
      },
      start,
    )
    loading = false
  }

  /**
   * In focus view, and on a phone (where the player sticks to the bottom of the screen), the board
   * and the step player must be seen together: bring the board back.
   */
  #boardIntoView(): void {
    if (this.hasAttribute('data-focus') || matchMedia('(max-width: 40rem)').matches)
      this.querySelector('[data-board]')?.scrollIntoView({ block: 'nearest' })
  }

  clearSteps(): void {
    if (this.#player && this.#player.count > 0) this.#player.load([], () => {})
  }

  /** Shows a notice in this widget (null hides it). */
  notify(text: string | null, kind: 'error' | 'info' = 'error'): void {
    showNotice(this, text, kind)
  }

  /** The link to this widget with the current position. */
  linkHere(): string {
    const params = this.link && this.store ? this.link.write(this.store.get()) : []
    if (this.isMain) params.push(...changedParams(this))
    if (this.hasAttribute('data-focus')) params.push(['view', 'focus'])
    return pageLink(params, this.id)
  }

  /**
   * Settings: controls marked `data-setting` are inputs of the widget's jobs. Any change to one
   * (`input` as it is typed, `change` when it is committed) stops the job in flight and makes its
   * result stale; the widget's own listeners clear or redraw what they show.
   */
  #wireSettings(): void {
    const onSetting = (e: Event): void => {
      if (!(e.target instanceof Element) || !e.target.closest('[data-setting]')) return
      if (this.isMain && e.target.closest('[data-param]')) replaceParams(paramChanges(this))
      if (this.settingsKey() === this.#runKey) return // the same values: nothing changed
      const stopped = this.#stopJob()
      this.#runKey = null
      if (stopped) this.say(JOB_WORDS.settingChanged)
    }
    this.addEventListener('input', onSetting)
    this.addEventListener('change', onSetting)
  }

  /** The values of every `data-setting` control of this widget, as one string (part of a job's key). */
  settingsKey(): string {
    const values: string[] = []
    for (const el of this.querySelectorAll<HTMLElement>('[data-setting]')) {
      const controls = el.matches('input, select, textarea')
        ? [el]
        : [...el.querySelectorAll<HTMLElement>('input, select, textarea')]
      for (const c of controls) {
        if (c instanceof HTMLInputElement && (c.type === 'radio' || c.type === 'checkbox'))
          values.push(c.checked ? c.value || 'on' : '')
        else values.push((c as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value)
      }
    }
    return JSON.stringify(values)
  }

  /** Makes every job in flight stale and ends it; true when one was running. */
  #stopJob(): boolean {
    this.#version++
    const busy = this.runner?.busy ?? false
    if (busy) this.runner!.cancel()
    this.#controls?.stop()
    return busy
  }

  #onChange(p: P): void {
    this.#stopJob()
    this.#runKey = null
    this.clearSteps()
    this.#held = null
    if (this.#predict) this.#predict.box.hidden = true
    if (this.#copyResult) setText(this.#copyResult, '')
    for (const [part, box] of this.#inputs) {
      const text = this.partText(part, p)
      if (text !== null && document.activeElement !== box.input) box.input.value = text
      if (box.error) showError(box.input, box.error, null)
    }
    if (this.#undo) this.#undo.disabled = this.history.length === 0
    this.render(p)
    this.say(this.idleStatus(p))
    if (this.#first) return this.#afterFirstRender()
    showNotice(this, null) // a notice about the link is stale once the position changes
    if (this.isMain && this.link) replaceParams(Object.fromEntries(this.link.write(p)))
  }

  #afterFirstRender(): void {
    this.#first = false
    for (const box of this.#inputs.values()) {
      const saved = box.draft?.read() ?? null
      if (saved === null || saved === box.input.value) continue
      box.input.value = saved
      this.say('Your unapplied text in a box above was kept; press Set or Enter to use it.')
    }
  }

  /**
   * Position boxes: `[data-position-input]` (one box) or `[data-position-input="<part>"]` (several,
   * e.g. a start and a goal), each with its Set button (`[data-set]` / `[data-set="<part>"]`) and
   * the error line its aria-describedby names. Set or Enter applies it through applyText().
   */
  #wireInputs(): void {
    for (const input of this.querySelectorAll<HTMLInputElement>('[data-position-input]')) {
      const part = input.dataset.positionInput ?? ''
      const errorId = (input.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .find((id) => id.endsWith('-error'))
      const error = errorId
        ? this.querySelector<HTMLElement>(`#${CSS.escape(errorId)}`)
        : this.querySelector<HTMLElement>('[data-input-error]')
      const draft = this.id ? keepDraft(input, `${this.id}-${part || 'position'}-draft`) : null
      this.#inputs.set(part, { input, error, draft })
      const set = (): void => this.setFromText(part)
      const button = this.querySelector(`[data-set="${CSS.escape(part)}"]`)
      button?.addEventListener('click', set)
      input.addEventListener('keydown', (e) => {
        if (e.key === 'Enter') {
          e.preventDefault()
          set()
        }
      })
    }
  }

  /** The position after the reader's text in box `part` is applied (throws NotationError/InputError). */
  protected applyText(part: string, text: string): P {
    if (!this.notation) throw new Error(`<${this.localName}> has a position box "${part}" but no notation.`)
    return this.notation.parse(text)
  }

  /** What box `part` shows for position `p` (null: leave it alone). */
  protected partText(_part: string, p: P): string | null {
    return this.notation ? this.notation.format(p) : null
  }

  /** Parses position box `part` and applies it; a bad text is explained under that box. */
  protected setFromText(part = ''): void {
    const box = this.#inputs.get(part)
    if (!box) return
    try {
      this.change(this.applyText(part, box.input.value), 'edit' as T)
      const text = this.partText(part, this.position)
      if (text !== null) box.input.value = text
    } catch (err) {
      if (!(err instanceof Error && (err.name === 'NotationError' || err.name === 'InputError'))) throw err
      if (box.error) showError(box.input, box.error, err.message)
    }
  }

  #wireCopyLink(): void {
    const button = this.querySelector('[data-copy-link]')
    button?.addEventListener('click', async () => {
      const url = this.linkHere()
      const ok = await copyText(url)
      if (this.#copyResult) setText(this.#copyResult, ok ? 'Link copied.' : `Copy this link: ${url}`)
    })
  }

  /** Reads the position from the URL, says so where the reader lands, and scrolls there. */
  #restoreFromLink(): void {
    const params = new URLSearchParams(location.search)
    const landing = landingWidget(this)
    let value: P | null = null
    let bad: string | null = null
    try {
      value = this.link!.read(params)
    } catch (err) {
      bad = badLinkSentence(params, err)
      showNotice(landing, bad)
    }
    const refused = restoreParams(this, params)
    const settings = paramControls(this).some((el) => params.has(el.dataset.param!))
    if (value !== null && this.store) {
      this.store.set(value)
      const text = this.notation
        ? `Position loaded from the link: ${this.notation.format(value)}.`
        : 'Position loaded from the link.'
      showNotice(
        landing,
        [text, settings && !refused.length ? 'Its settings are set.' : '', ...refused]
          .filter(Boolean)
          .join(' '),
        refused.length ? 'error' : 'info',
      )
    } else if (refused.length) showNotice(landing, [bad, ...refused].filter(Boolean).join(' '))
    const linked = value !== null || settings || location.hash !== '' || params.has('board')
    // In an embed the widget is the page: scrolling it into view would scroll the host page too.
    if (linked && !isReload() && !isFramed() && (landing !== this || params.has('board'))) {
      requestAnimationFrame(() => landing.scrollIntoView({ block: 'start' }))
    }
  }

  /**
   * Focus (projector) view: one button expands the widget to fill the screen in large type, with
   * the step player kept in view at the bottom; the button, Escape or the browser's Back returns.
   * While it is open the rest of the page is inert and Tab cycles inside the widget (a focus trap),
   * and entering it adds a history entry, so Back leaves the view before it leaves the page.
   * `?view=focus` in the URL opens the widget the link lands on in focus view, so a class link can.
   */
  #wireFocusView(): void {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'kit-button kit-focus-toggle no-print'
    button.dataset.focusToggle = ''
    button.setAttribute('aria-pressed', 'false')
    button.textContent = 'Focus view'
    button.title = 'Fill the screen with this widget, in large type (Escape or Back returns)'
    const title = this.querySelector(':scope > .widget__title')
    if (title) title.after(button)
    else this.prepend(button)
    button.addEventListener('click', () => this.setFocusView(!this.hasAttribute('data-focus')))
    document.addEventListener('keydown', (e) => {
      if (!this.hasAttribute('data-focus') || e.defaultPrevented) return
      if (e.key === 'Escape') this.setFocusView(false)
      else if (e.key === 'Tab') this.#trapTab(e)
    })
    // Focus that lands outside the view (a click on the page behind it cannot, it is inert) comes back.
    document.addEventListener('focusin', (e) => {
      if (this.hasAttribute('data-focus') && e.target instanceof Node && !this.contains(e.target))
        button.focus()
    })
    window.addEventListener('popstate', () => {
      const mine = (history.state as { kitFocus?: string } | null)?.kitFocus === this.id
      if (mine !== this.hasAttribute('data-focus')) this.#applyFocusView(mine)
    })
    const params = new URLSearchParams(location.search)
    if (params.get('view') === 'focus' && landingWidget(this) === this) this.setFocusView(true)
  }

  /** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
  #trapTab(e: KeyboardEvent): void {
    const stops = [
      ...this.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    ].filter(
      (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
    )
    if (stops.length === 0) return
    const first = stops[0]
    const last = stops[stops.length - 1]
    const active = document.activeElement
    if (e.shiftKey && (active === first || !this.contains(active))) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && (active === last || !this.contains(active))) {
      e.preventDefault()
      first.focus()
    }
  }

  /**
   * Enters or leaves focus view. Entering adds a history entry (`?view=focus`, the state names this
   * widget), so Back leaves the view; leaving by the button or Escape goes back through that entry.
   */
  setFocusView(on: boolean): void {
    if (on === this.hasAttribute('data-focus')) return
    const ours = (history.state as { kitFocus?: string } | null)?.kitFocus === this.id
    if (on) {
      if (!ours) {
        // A link that opened the page in focus view: the entry under it is the page without the view.
        if (new URLSearchParams(location.search).get('view') === 'focus') replaceParams({ view: null })
        const url = new URL(location.href)
        url.searchParams.set('view', 'focus')
        history.pushState({ kitFocus: this.id }, '', url)
      }
      this.#applyFocusView(true)
    } else if (ours) {
      history.back() // popstate leaves the view, with the address bar as it was before
    } else {
      replaceParams({ view: null })
      this.#applyFocusView(false)
    }
  }

  /** The elements made inert while focus view is open (everything on the page but this widget). */
  #inerted: HTMLElement[] = []

  #applyFocusView(on: boolean): void {
    const button = this.querySelector<HTMLButtonElement>('[data-focus-toggle]')
    this.toggleAttribute('data-focus', on)
    document.documentElement.toggleAttribute('data-focus-view', on)
    button?.setAttribute('aria-pressed', String(on))
    if (button) button.textContent = on ? 'Leave focus view' : 'Focus view'
    for (const el of this.#inerted) el.inert = false
    this.#inerted = []
    if (on) {
      for (
        let node: HTMLElement = this;
        node.parentElement && node !== document.body;
        node = node.parentElement
      ) {
        for (const sibling of node.parentElement.children) {
          if (
            sibling !== node &&
            sibling instanceof HTMLElement &&
            !sibling.inert &&
            sibling.localName !== 'script'
          ) {
            sibling.inert = true
            this.#inerted.push(sibling)
          }
        }
      }
    }
    // Focus moves to the button, after the layout change (a link opens the view during page load).
    requestAnimationFrame(() => {
      button?.focus()
      if (on) this.scrollTop = 0
      else this.scrollIntoView({ block: 'start' })
    })
  }

  #onStepKey(e: KeyboardEvent): void {
    const player = this.#player
    if (!player || player.count === 0 || e.defaultPrevented) return
    const target = e.target instanceof Element ? e.target.localName : ''
    const editable = e.target instanceof HTMLElement && e.target.isContentEditable
    const action = editable ? null : stepKeyAction(e.key, target, e.altKey || e.ctrlKey || e.metaKey)
    if (!action) return
    e.preventDefault()
    e.stopPropagation()
    if (action === 'toggle') player.toggle()
    else {
      player.pause()
      player[action]()
    }
  }
}
