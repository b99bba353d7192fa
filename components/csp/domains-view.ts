/**
 * The step view of domains for any CSP: a widget traces one search in the worker and steps
 * through it, drawing each step's domains its own way (the queens board, the map's graph). This
 * base class owns what every such view shares:
 *
 *   settings   the menus [data-variable], [data-value], [data-inference] (and [data-method]):
 *              job settings (`data-setting`) and link settings (`data-param`, under the widget's
 *              `data-param-prefix`): the kit reads them from a link, refusing a bad value with a
 *              sentence, and Copy link writes those that differ from the defaults.
 *   steps      `trace()` runs the subclass's request and loads the steps (components/csp/steps.ts).
 *   class      class mode (the page's `?mode=class`, or the box's switch): before each step the
 *              class picks the next assignment (the menus, or a tap on the picture), Check says
 *              right or wrong and why, then steps.
 * A subclass says what to run (`request`), how to name things (`names`), how to draw a step
 * (`drawStep`) and what to say when the trace is in (`summary`).
 */
import type { Jobs } from '../../src/solvers/contract.ts'
import type { Inference, ValueOrder, VariableOrder } from '../../src/solvers/csp/csp.ts'
import type { SearchTrace } from '../../src/solvers/csp/trace.ts'
import type { TreeStep } from '../../src/solvers/csp/tree.ts'
import { classModeOn, onClassMode, setClassMode } from '../kit/class-mode.ts'
import { $, setText } from '../kit/dom.ts'
import { findStepPlayer } from '../kit/step-player.ts'
import { KitWidget } from '../kit/widget.ts'
import { predictVerdict, searchSteps, treeSteps, type Names, type Settings, type ViewStep } from './steps.ts'

/** What a domains view's job answers: a backtracking trace, or the tree algorithm's steps. */
export type AnyTrace =
  | ({ method: 'backtracking' } & SearchTrace)
  | { method: 'tree'; start: number[]; steps: TreeStep[]; parent: number[]; wipedOut: number | null }

export abstract class CspDomainsView<P, J extends Jobs> extends KitWidget<P, string, J> {
  #steps: ViewStep[] = []
  #at = 0
  #names: Names | null = null

  /** The worker job to run for these settings (null: nothing to run, the status says why). */
  protected abstract request(settings: Settings & { method: string }): Promise<AnyTrace | null>
  protected abstract names(): Names
  protected abstract drawStep(step: ViewStep, names: Names): void
  protected abstract summary(trace: AnyTrace, settings: Settings & { method: string }): string
  /** Whatever the subclass wires itself (its own menus, its picture's taps). */
  protected abstract wire(): void

  protected setup(): void {
    this.wire()
    $(this, '[data-trace]').addEventListener('click', () => void this.trace())
    $(this, '[data-guess-check]').addEventListener('click', () => this.#check())
    for (const sel of this.querySelectorAll('[data-guess-variable], [data-guess-value]'))
      sel.addEventListener('keydown', (e) => {
        if ((e as KeyboardEvent).key === 'Enter') {
          e.preventDefault()
          this.#check()
        }
      })
    const toggle = this.querySelector<HTMLInputElement>('[data-csp-class-toggle]')
    if (toggle) {
      toggle.checked = classModeOn()
      toggle.addEventListener('change', () => setClassMode(toggle.checked))
    }
    onClassMode((on) => {
      if (toggle) toggle.checked = on
      this.#showPredict()
    })
    this.addEventListener('step', () => this.#showPredict())
  }

  /** The settings as the menus say now. */
  protected jobSettings(): Settings & { method: string } {
    const pick = (sel: string, fallback: string): string =>
      this.querySelector<HTMLSelectElement>(sel)?.value ?? fallback
    return {
      variable: pick('[data-variable]', 'static') as VariableOrder,
      value: pick('[data-value]', 'static') as ValueOrder,
      inference: pick('[data-inference]', 'none') as Inference,
      method: pick('[data-method]', 'backtracking'),
    }
  }

  /** Runs the trace and loads its steps. */
  protected async trace(): Promise<void> {
    const settings = this.jobSettings()
    const trace = await this.request(settings)
    if (!trace) return
    const names = this.names()
    this.#names = names
    this.#steps = trace.method === 'tree' ? treeSteps(trace, names) : searchSteps(trace, settings, names)
    this.say(this.summary(trace, settings))
    this.showSteps(
      this.#steps.map((s) => ({ label: s.label })),
      (i) => {
        this.#at = i
        this.drawStep(this.#steps[i], names)
        this.#showPredict()
      },
    )
  }

  /** Forgets the loaded steps (the problem changed); the subclass draws the new start. */
  protected forget(): void {
    this.#steps = []
    this.#at = 0
    setText($(this, '[data-csp-verdict]'), '')
    this.#showPredict()
  }

  /** A tap on variable x in the picture: in class mode, the guess's variable. */
  protected pickVariable(x: number): void {
    if (!this.#canPredict()) return
    const sel = $<HTMLSelectElement>(this, '[data-guess-variable]')
    sel.value = String(x)
    sel.focus()
  }

  #canPredict(): boolean {
    return classModeOn() && this.#steps[this.#at]?.next != null
  }

  #showPredict(): void {
    const box = $<HTMLFieldSetElement>(this, '[data-csp-predict]')
    box.hidden = !this.#canPredict()
    if (box.hidden || !this.#names) return
    const next = this.#steps[this.#at].next!
    const names = this.#names
    const n = this.#steps[0].assignment.length
    const variables = $<HTMLSelectElement>(this, '[data-guess-variable]')
    if (variables.options.length !== n || variables.dataset.names !== names.variables) {
      variables.replaceChildren(
        ...Array.from({ length: n }, (_, x) => new Option(names.variable(x), String(x))),
      )
      variables.dataset.names = names.variables
    }
    const values = $<HTMLSelectElement>(this, '[data-guess-value]')
    const k = Math.max(...this.#steps[0].domains.map((d) => 32 - Math.clz32(d)), 1)
    if (values.options.length !== k)
      values.replaceChildren(...Array.from({ length: k }, (_, v) => new Option(names.value(v), String(v))))
    $(this, '[data-guess-value-box]').hidden = next.value === null
    setText(
      $(this, '[data-csp-predict-legend]'),
      next.value === null
        ? `Class: which ${names.variables.replace(/s$/, '')} is made arc-consistent next?`
        : `Class: which ${names.variables.replace(/s$/, '')} gets a ${names.values.replace(/s$/, '')} next, and which?`,
    )
  }

  #check(): void {
    if (!this.#canPredict() || !this.#names) return
    const next = this.#steps[this.#at].next!
    const variable = Number($<HTMLSelectElement>(this, '[data-guess-variable]').value)
    const value = next.value === null ? null : Number($<HTMLSelectElement>(this, '[data-guess-value]').value)
    setText($(this, '[data-csp-verdict]'), predictVerdict({ variable, value }, next, this.#names))
    findStepPlayer(this).next()
  }
}
