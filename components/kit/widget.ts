/**
 * The widget shell: a custom-element base class that owns what every puzzle widget does the same
 * way, so a puzzle's widget keeps only its drawing, its words and its own controls. Each part is
 * wired when the markup has it; the larger ones live in their own modules, composed here:
 *   position   the page's shared store; every change goes through `change()`, and every widget
 *              subscribed to the store clears what went stale and draws again through `render()`.
 *   link       the `data-main` widget restores the position from the page's query and keeps the
 *              address bar in step (link-landing.ts says where the reader lands); every widget's
 *              settings travel in links the same way (settings.ts, setting-controls.ts), and Copy
 *              link (`[data-copy-link]`) writes `…?board=…&<settings>#<widget id>`.
 *   input      position boxes with Set and Enter, errors and drafts (position-boxes.ts).
 *   undo       `[data-undo]` steps back through `change(next, tag)` calls that carried a tag.
 *   jobs       `run(req, busy)` runs one worker job with the progress box (`[data-job]`) and says
 *              its outcome in one wording (job-words.ts). A job is keyed by the position and every
 *              control marked `data-setting`: a change of either cancels the job in flight, and a
 *              result that no longer belongs to what the reader sees is dropped (by a version
 *              number and the settings' values at the start, not by timing).
 *   steps      `showSteps(steps, onStep)` loads the widget's <step-player>; while steps are loaded,
 *              ←/→/Home/End/Space step them with focus anywhere in the widget (step-keys.ts).
 *   class      `holdAnswer()` holds what would give an answer away in class mode (held-answer.ts).
 *   focus      focus (projector) view for the main widget or one marked `data-focusable` (focus-view.ts).
 *   answers    after a reader's action, what it changed (`data-answer-area`, the status) is scrolled into
 *              view (answer-view.ts); a long status is said short, the rest on the page (status.ts).
 *
 * A widget subclasses KitWidget, sets `store` (and for the main widget `link` and `notation`) in
 * `setup()`, draws in `render()`, and wires its own controls in `setup()`.
 */
import type { Jobs, Notation, RequestOf, ResultOf } from '../../src/solvers/contract.ts'
import { answersInView } from './answer-view.ts'
import { setText } from './dom.ts'
import { FocusView } from './focus-view.ts'
import { HeldAnswer, type Judge } from './held-answer.ts'
import { JOB_WORDS } from './job-words.ts'
import { readLinkedPosition, scrollToLanding } from './link-landing.ts'
import { addNotice, landingWidget, showNotice } from './notice.ts'
import { PositionBoxes } from './position-boxes.ts'
import { markupSettings } from './setting-controls.ts'
import { type LinkSettings, type Restored, restoredNotice } from './settings.ts'
import { sayIn } from './status.ts'
import { stepKeys } from './step-keys.ts'
import type { Step } from './step-logic.ts'
import { findStepPlayer, type StepPlayerElement } from './step-player.ts'
import type { Store } from './store.ts'
import { boardLink, copyText, isClassMode, type PositionLink, pageLink, replaceParams } from './url-state.ts'
import { WidgetJobs } from './widget-jobs.ts'
import type { JobOutcome, JobRunner } from './worker-runner.ts'

export { outcomeSentence } from './job-words.ts'

type HistoryEntry<P, T> = { before: P; tag: T }

export abstract class KitWidget<P = unknown, T = string, J extends Jobs = Jobs> extends HTMLElement {
  /** The shared position (set it in setup()). */
  protected store: Store<P> | null = null
  /** The position's notation, for the Set box. */
  protected notation: Notation<P> | null = null
  /** How the position sits in the URL; a `data-main` widget owns the address bar with it. */
  protected link: PositionLink<P> | null = null
  /** The worker this widget's jobs run in (set it in setup() when the widget has jobs). */
  protected runner: JobRunner<J> | null = null
  /** Positions before each tagged change, for Undo and the widget's own counters. */
  protected readonly history: HistoryEntry<P, T>[] = []
  /** The settings links carry: the markup's `data-param` controls, and any setup() adds. */
  protected settings!: LinkSettings

  #wired = false
  #jobs!: WidgetJobs<J>
  #statusEl: HTMLElement | null = null
  #copyResult: HTMLElement | null = null
  #player: StepPlayerElement | null = null
  #boxes!: PositionBoxes
  #held: HeldAnswer | null = null
  #focus: FocusView | null = null
  #undo: HTMLButtonElement | null = null
  #first = true

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
  /** The link's settings are restored (they were, or were refused): act on them, and return a sentence for the notice. */
  protected settingsRestored(_r: Restored): string {
    return ''
  }

  connectedCallback(): void {
    if (this.#wired) return
    this.#wired = true
    this.dataset.kitWidget = ''
    answersInView()
    // The page's scripts run: a "needs scripts" note (an embed's) has nothing to say (kit.css).
    document.documentElement.setAttribute('data-scripts', '')
    // Class mode is the page's (`?mode=class`): CSS and every widget can read it from the root.
    if (isClassMode()) document.documentElement.setAttribute('data-class-mode', '')
    this.#statusEl = this.querySelector('[data-status]')
    this.#copyResult = this.querySelector('[data-copy-result]')
    this.#player = this.querySelector('step-player') ? findStepPlayer(this) : null
    this.#undo = this.querySelector('[data-undo]')
    this.settings = markupSettings(this)
    this.setup()
    this.prepare()
    this.#jobs = new WidgetJobs(
      this,
      () => this.runner,
      (text) => this.say(text),
    )
    this.#boxes = new PositionBoxes(this, (part) => this.setFromText(part))
    // Settings marked `data-param` are kept in the address bar as they change.
    const onParam = (e: Event): void => {
      if (e.target instanceof Element && e.target.closest('[data-param]')) this.linkChanged()
    }
    this.addEventListener('input', onParam)
    this.addEventListener('change', onParam)
    this.querySelector('[data-copy-link]')?.addEventListener('click', () => void this.#copyLink())
    this.#held = HeldAnswer.wire(this, (text) => this.say(text))
    this.#undo?.addEventListener('click', () => this.undo())
    if (this.#player) stepKeys(this, this.#player)
    this.#restoreFromLink()
    // The main widget has focus view; another widget with a board of its own can ask for it (data-focusable).
    if (this.hasAttribute('data-main') || this.hasAttribute('data-focusable'))
      this.#focus = new FocusView(this)
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
    this.#boxes.clearDrafts()
    showNotice(this, null)
    this.store.set(next)
  }

  undo(): void {
    const last = this.history.pop()
    if (last && this.store) this.store.set(last.before)
  }

  /** Says `text` in the widget's status line. */
  say(text: string): void {
    if (this.#statusEl) sayIn(this.#statusEl, text)
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
    // A box whose text was refused still shows it: running on the last good position would answer a
    // question the reader can no longer see on the page.
    if (this.#boxes.refusing) {
      this.say(JOB_WORDS.badDraft)
      return null
    }
    this.clearSteps()
    return this.#jobs.run(req, busy)
  }

  /**
   * Shows an answer, or in class mode holds it until the class has predicted its `length`:
   * `reveal()` draws the answer and returns its sentence. Outside class mode (or in a widget
   * without Predict.astro) it shows at once. When the answer is not a length (a column, "at least
   * 2"), pass instead a function that judges a prediction and returns the closing sentence.
   */
  protected holdAnswer(length: Judge, reveal: () => string, waiting: string): void {
    if (!this.#held?.hold(length, reveal, waiting)) this.say(reveal())
  }

  /** How the last job run() ended ('done', 'cancelled', 'error', 'superseded'), for a widget that adds to the kit's sentence. */
  get lastOutcome(): JobOutcome<unknown>['status'] | null {
    return this.#jobs.lastOutcome
  }

  /** The version of the position; a result computed at an older version is stale. */
  protected get version(): number {
    return this.#jobs.version
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
        // In focus view, and on a phone (where the player sticks to the bottom of the screen), the
        // board and the step player must be seen together: bring the board back.
        if (!loading && (this.hasAttribute('data-focus') || matchMedia('(max-width: 40rem)').matches))
          this.querySelector('[data-board]')?.scrollIntoView({ block: 'nearest' })
      },
      start,
    )
    loading = false
  }

  clearSteps(): void {
    if (this.#player && this.#player.count > 0) this.#player.load([], () => {})
  }

  /** Shows a notice in this widget (null hides it). */
  notify(text: string | null, kind: 'error' | 'info' = 'error'): void {
    showNotice(this, text, kind)
  }

  /** The link to this widget: its position (when it has a link), its settings, focus view. */
  linkHere(): string {
    const params = this.link && this.store ? this.link.write(this.store.get()) : []
    params.push(...this.settings.params())
    if (this.#focus?.on) params.push(['view', 'focus'])
    return pageLink(params, this.id)
  }

  /** Enters or leaves focus view (a widget without it ignores this). */
  setFocusView(on: boolean): void {
    this.#focus?.set(on)
  }

  /** The settings changed other than by their controls (a widget's own state): keeps the address bar in step. */
  protected linkChanged(): void {
    if (this.settings.size > 0) replaceParams(this.settings.changes())
  }

  #onChange(p: P): void {
    this.#jobs.stop()
    this.clearSteps()
    this.#held?.drop()
    if (this.#copyResult) setText(this.#copyResult, '')
    this.#boxes.show((part) => this.partText(part, p))
    if (this.#undo) this.#undo.disabled = this.history.length === 0
    this.render(p)
    this.say(this.idleStatus(p))
    if (this.#first) {
      this.#first = false
      if (this.#boxes.restoreDrafts())
        this.say('Your unapplied text in a box above was kept; press Set or Enter to use it.')
      return
    }
    showNotice(this, null) // a notice about the link is stale once the position changes
    if (this.isMain && this.link) replaceParams(Object.fromEntries(this.link.write(p)))
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
    const input = this.#boxes.input(part)
    if (!input) return
    try {
      this.change(this.applyText(part, input.value), 'edit' as T)
      const text = this.partText(part, this.position)
      if (text !== null) input.value = text
    } catch (err) {
      if (!(err instanceof Error && (err.name === 'NotationError' || err.name === 'InputError'))) throw err
      this.#boxes.error(part, err.message)
    }
  }

  async #copyLink(): Promise<void> {
    const url = this.linkHere()
    const ok = await copyText(url)
    if (this.#copyResult) setText(this.#copyResult, ok ? 'Link copied.' : `Copy this link: ${url}`)
  }

  /** The main widget's position from the link (said where the reader lands), and every widget's settings. */
  #restoreFromLink(): void {
    const params = new URLSearchParams(location.search)
    const landing = landingWidget(this)
    const value = this.isMain ? readLinkedPosition(this.link!, this.notation, params, landing) : null
    if (value !== null) this.store?.set(value)
    const restored = this.settings.restore(params)
    const said = restoredNotice(restored, this.settingsRestored(restored))
    if (said) addNotice(this, said.text, said.kind)
    if (this.isMain) scrollToLanding(this, landing, value !== null || said !== null)
  }
}
