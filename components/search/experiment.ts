/**
 * <search-experiment id="experiment">: the textbook's table re-run in the lab's worker. The reader's
 * choices (depths, positions per depth, seed, algorithms, heuristics) → one `experimentCell` job per
 * depth and algorithm → the table fills cell by cell; Cancel (or a changed setting) stops the job in
 * flight and keeps every finished cell. Download CSV writes the cells with the CLI's header. The
 * choices travel in links by the kit's settings (`?exp-seed=…&exp-per-depth=…#experiment`, the
 * names in Experiment.astro), as do job outcomes, progress and Cancel.
 *
 * In class mode the finished cells wait behind a "?" (the class predicts first, as lesson 7 asks):
 * Reveal shows one depth's row at a time, in order, and keeps the focus; leaving class mode shows all.
 */
import {
  PAGE_LIMITS,
  cellsToCsv,
  checkSpec,
  contestantId,
  contestantLabel,
  contestantsOf,
  parseDepths,
  skipReason,
  type Cell,
  type Contestant,
  type ExperimentSpec,
} from '../../src/solvers/search/experiment-spec.ts'
import type { SearchJobs } from '../../src/solvers/search/jobs.ts'
import { INFORMED, type AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import { boardData, defaultGoal } from '../../src/solvers/sliding/model.ts'
import { classModeOn, onClassMode } from '../kit/class-mode.ts'
import { $, setText, showError } from '../kit/dom.ts'
import type { Restored } from '../kit/settings.ts'
import { KitWidget } from '../kit/widget.ts'
import { cellText, doneSentence } from './experiment-words.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

const GOAL = boardData(defaultGoal(3, 3))
const MAX_DEPTH = 31 // the 3×3 goal's farthest positions (the engine checks the table itself)

export class SearchExperiment extends KitWidget<unknown, string, SearchJobs> {
  #cells: Cell[] = []
  #seed = 1

  protected setup(): void {
    this.runner = jobsRunner('search')
    $(this, '[data-run]').addEventListener('click', () => void this.#run())
    $(this, '[data-csv]').addEventListener('click', () => this.#download())
    $(this, '[data-reveal]').addEventListener('click', () => this.#revealNext())
    onClassMode((on) => {
      if (!on) while (this.#revealNext());
    })
  }

  protected render(): void {}

  /** The link gave the choices (the kit restored them, `exp-<name>`): they run when the reader says so. */
  protected settingsRestored(r: Restored): string {
    return r.loaded.length && !r.refused.length ? 'Press “Run the experiment” to run them.' : ''
  }

  /** The reader's choices as a spec, or null after saying what is wrong (nothing runs). */
  #spec(): ExperimentSpec | null {
    const error = $(this, '[data-input-error]')
    const depthsBox = $<HTMLInputElement>(this, '[data-depths]')
    const checked = (selector: string): string[] =>
      [...this.querySelectorAll<HTMLInputElement>(selector)].filter((b) => b.checked).map((b) => b.value)
    const whole = (selector: string, what: string, max: number): number => {
      const box = $<HTMLInputElement>(this, selector)
      const x = Number(box.value)
      if (box.value.trim() === '' || !Number.isInteger(x) || x < 0 || x > max)
        throw Object.assign(
          new Error(
            `${what} must be a whole number from ${what === 'Seed' ? 0 : 1} to ${max.toLocaleString('en-US')}, not “${box.value.slice(0, 20)}”.`,
          ),
          { name: 'InputError', box },
        )
      return x
    }
    try {
      const heuristics = checked('[data-heuristic]')
      const algorithms = checked('[data-algorithm]')
      if (algorithms.some((a) => INFORMED.has(a as AlgorithmName)) && heuristics.length === 0) {
        throw Object.assign(new Error('A*, IDA* and greedy need a heuristic: tick at least one.'), {
          name: 'InputError',
        })
      }
      const spec: ExperimentSpec = {
        goal: GOAL,
        depths: parseDepths(depthsBox.value, MAX_DEPTH),
        perDepth: whole('[data-per-depth]', 'Positions per depth', PAGE_LIMITS.perDepth),
        seed: whole('[data-seed]', 'Seed', 0xffffffff),
        contestants: contestantsOf(algorithms, heuristics),
        maxNodes: PAGE_LIMITS.maxNodes,
      }
      checkSpec(spec, PAGE_LIMITS.runs, PAGE_LIMITS.perDepth)
      showError(depthsBox, error, null)
      return spec
    } catch (err) {
      if (!(err instanceof Error) || (err.name !== 'InputError' && err.name !== 'NotationError')) throw err
      const box = (err as Error & { box?: HTMLInputElement }).box ?? depthsBox
      showError(box, error, err.message)
      this.say(`Nothing ran: ${err.message}`)
      box.focus()
      return null
    }
  }

  /** Draws the table's head and one empty row per depth. */
  #drawEmpty(spec: ExperimentSpec): void {
    const head = $(this, '[data-head]')
    head.replaceChildren(head.firstElementChild!)
    for (const c of spec.contestants) {
      const th = document.createElement('th')
      th.scope = 'col'
      th.textContent = contestantLabel(c)
      head.append(th)
    }
    $(this, '[data-reveal]').hidden = true
    const body = $(this, '[data-body]')
    body.replaceChildren(
      ...spec.depths.map((d) => {
        const tr = document.createElement('tr')
        tr.dataset.depth = String(d)
        const th = document.createElement('th')
        th.scope = 'row'
        th.textContent = String(d)
        tr.append(
          th,
          ...spec.contestants.map((c) => {
            const td = document.createElement('td')
            td.dataset.contestant = contestantId(c)
            td.className = 'num'
            td.textContent = '…'
            return td
          }),
        )
        return tr
      }),
    )
  }

  #fill(depth: number, c: Contestant, content: Cell | string): void {
    const td = this.querySelector<HTMLElement>(
      `[data-depth="${depth}"] [data-contestant="${CSS.escape(contestantId(c))}"]`,
    )
    if (!td) return
    if (typeof content === 'string') {
      td.textContent = '–'
      td.title = content
      td.dataset.state = 'skipped'
      return
    }
    const t = cellText(content)
    const n = document.createElement('span')
    n.className = 'experiment-n'
    n.textContent = t.n
    const b = document.createElement('span')
    b.className = 'experiment-b'
    b.textContent = t.b
    td.replaceChildren(n, b)
    if (t.note) {
      const s = document.createElement('span')
      s.className = 'experiment-note'
      s.textContent = t.note
      td.append(s)
    }
    td.dataset.state = 'done'
    if (classModeOn()) {
      td.toggleAttribute('data-held', true)
      td.setAttribute('aria-label', 'hidden until revealed')
      this.#updateReveal()
    }
  }

  /** The first row with a held cell, or null. */
  #heldRow(): HTMLElement | null {
    return this.querySelector<HTMLElement>('[data-body] tr:has(td[data-held])')
  }

  /** The Reveal button names the next row that waits (hidden when none does). */
  #updateReveal(): void {
    const button = $<HTMLButtonElement>(this, '[data-reveal]')
    const row = this.#heldRow()
    button.hidden = row === null
    if (row) button.textContent = `Reveal depth ${row.dataset.depth}`
  }

  /** Shows the next held row's cells; false when none was held. Focus stays on Reveal, or goes to Run after the last. */
  #revealNext(): boolean {
    const row = this.#heldRow()
    if (!row) return false
    for (const td of row.querySelectorAll<HTMLElement>('td[data-held]')) {
      td.removeAttribute('data-held')
      td.removeAttribute('aria-label')
    }
    const button = $<HTMLButtonElement>(this, '[data-reveal]')
    const hadFocus = document.activeElement === button
    this.#updateReveal()
    if (hadFocus && button.hidden) $<HTMLButtonElement>(this, '[data-run]').focus()
    if (row.dataset.depth) this.say(`Depth ${row.dataset.depth} revealed.`)
    return true
  }

  async #run(): Promise<void> {
    const spec = this.#spec()
    if (!spec) return
    this.#cells = []
    this.#seed = spec.seed
    $<HTMLButtonElement>(this, '[data-csv]').disabled = true
    this.#drawEmpty(spec)
    const total = spec.depths.length * spec.contestants.length
    let skipped = 0
    let k = 0
    for (const depth of spec.depths) {
      for (const c of spec.contestants) {
        k++
        const why = skipReason(this.#cells, contestantId(c), depth)
        if (why) {
          skipped++
          this.#fill(depth, c, why)
          continue
        }
        const done = await this.run(
          { kind: 'experimentCell', spec, depth, contestant: contestantId(c) },
          `Depth ${depth}, ${contestantLabel(c)}: cell ${k} of ${total}…`,
        )
        if (!done) return this.#stopped(skipped)
        this.#cells.push(done.result)
        this.#fill(depth, c, done.result)
        $<HTMLButtonElement>(this, '[data-csv]').disabled = false
      }
    }
    this.runner?.release()
    const held = this.#heldRow()
    this.say(
      `${doneSentence(this.#cells, skipped, false)}${held ? ` Class mode: the cells wait; press “Reveal depth ${held.dataset.depth}”, row by row.` : ''}`,
    )
  }

  /** Cancelled, failed or a setting changed: the kit said why; keep the finished cells and say so. */
  #stopped(skipped: number): void {
    for (const td of this.querySelectorAll<HTMLElement>('[data-body] td:not([data-state])'))
      td.textContent = ''
    const status = this.querySelector('[data-status]')
    const why = status?.textContent ?? ''
    if (this.#cells.length) this.say(`${why} ${doneSentence(this.#cells, skipped, true)}`.trim())
  }

  #download(): void {
    const blob = new Blob([cellsToCsv(this.#cells, this.#seed)], { type: 'text/csv' })
    const a = document.createElement('a')
    a.href = URL.createObjectURL(blob)
    a.download = `search-experiment-seed-${this.#seed}.csv`
    a.click()
    setTimeout(() => URL.revokeObjectURL(a.href), 1000)
    setText($(this, '[data-copy-result]'), `Downloaded ${this.#cells.length} cells as CSV.`)
  }
}

if (!customElements.get('search-experiment')) customElements.define('search-experiment', SearchExperiment)
