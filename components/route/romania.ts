/**
 * <route-romania id="map">: one algorithm from a city to a city on AIMA's map, in the worker
 * (the search lab's trace), stepped with the kit's player: each step marks the searched cities,
 * the open ones and the one being expanded, and lists the open list with g, h and f; the last step
 * draws the route. Race all runs every algorithm on the same trip. The trip and the algorithm are
 * in Copy link through the kit's settings (`?map-from=Lugoj&map-to=Neamt&map-algorithm=astar#map`),
 * and a link that names an algorithm runs it as the page opens. In class mode the class picks the next city.
 */
import { INFORMED, type AlgorithmName } from '../../src/solvers/search/algorithms.ts'
import type { GraphTraceResult, RouteJobs } from '../../src/solvers/route/jobs.ts'
import { CITIES, straightLine } from '../../src/solvers/route/romania.ts'
import { classModeOn, onClassMode } from '../kit/class-mode.ts'
import { $, setText } from '../kit/dom.ts'
import { findStepPlayer } from '../kit/step-player.ts'
import { controlSetting } from '../kit/setting-controls.ts'
import { numberProblem, type Restored } from '../kit/settings.ts'
import { KitWidget } from '../kit/widget.ts'
import { stepView } from './logic.ts'
import { cityIndex, MAP_PARAMS, type MapSettings as Settings } from './map.ts'
import { fillRaceTable, tableRow } from './tables.ts'
import { costText, guessVerdict, PICK_RULES, resultSentence, stepLabel } from './words.ts'
import { jobsRunner } from '../kit/worker-runner.ts'

type Loaded = { settings: Settings; result: GraphTraceResult }

export class RouteRomania extends KitWidget<never, string, RouteJobs> {
  #loaded: Loaded | null = null
  #k = 0
  #linkStep = 0

  protected setup(): void {
    this.runner = jobsRunner('route')
    for (const el of this.querySelectorAll('[data-setting]'))
      el.addEventListener('change', () => this.#settingsChanged())
    $(this, '[data-search]').addEventListener('click', () => void this.#search(null))
    $(this, '[data-race]').addEventListener('click', () => void this.#race())
    $(this, '[data-check]').addEventListener('click', () =>
      this.#guess(cityIndex($<HTMLSelectElement>(this, '[data-guess]').value)),
    )
    for (const city of this.querySelectorAll<SVGGElement>('[data-city]'))
      city.addEventListener('click', () => this.#onCity(Number(city.dataset.city)))
    onClassMode(() => this.#showGuess())
    this.#linkSettings()
    this.#syncControls()
  }

  protected render(): void {}

  // ── settings and the link ──────────────────────────────────────────────────────────────────
  #settings(): Settings {
    const value = (sel: string) => $<HTMLSelectElement | HTMLInputElement>(this, sel).value
    const weight = Number(value('[data-weight]'))
    return {
      from: value('[data-from]'),
      to: value('[data-to]'),
      algorithm: value('[data-algorithm]') as AlgorithmName,
      heuristic: value('[data-heuristic]') as 'given' | 'zero',
      weight: weight >= 1 && weight <= 10 ? weight : 2,
    }
  }

  /**
   * The trip in links, as the trace's: `map-algorithm` asks for a search (the prefix's other
   * settings, Romania.astro's `data-param`, go with it) and `map-step` names the step shown; a link
   * carries them while a search is shown with the settings the controls hold, and a link that names
   * an algorithm runs it as the page opens.
   */
  #linkSettings(): void {
    const algorithm = $<HTMLSelectElement>(this, '[data-algorithm]')
    const shown = (): boolean =>
      this.#loaded !== null && JSON.stringify(this.#loaded.settings) === JSON.stringify(this.#settings())
    this.settings.add({
      ...controlSetting(algorithm, MAP_PARAMS.algorithm),
      initial: '',
      read: () => (shown() ? algorithm.value : ''),
    })
    this.settings.add({
      param: MAP_PARAMS.step,
      what: 'step',
      initial: '',
      under: { param: MAP_PARAMS.algorithm, values: null },
      read: () => (shown() ? String(this.#k + 1) : ''),
      problem: (v) => numberProblem('the step', { min: '1', max: '', step: '1' }, v),
      write: (v) => {
        this.#linkStep = Number(v) - 1
      },
    })
  }

  protected settingsRestored(r: Restored): string {
    this.#syncControls()
    if (r.refused.length) return 'Choose the cities and press “Search”.'
    if (r.loaded.some((l) => l.setting.param === MAP_PARAMS.algorithm))
      setTimeout(() => void this.#search(this.#linkStep), 0)
    return ''
  }

  /** The controls the algorithm uses, the rule, the start and goal marked, and h towards the goal. */
  #syncControls(): void {
    const s = this.#settings()
    $(this, '[data-heuristic-box]').hidden = !INFORMED.has(s.algorithm)
    $(this, '[data-weight-box]').hidden = s.algorithm !== 'weighted-astar'
    setText($(this, '[data-rule]'), PICK_RULES[s.algorithm])
    const [from, to] = [cityIndex(s.from), cityIndex(s.to)]
    const h = straightLine([to])
    for (const city of this.querySelectorAll<SVGGElement>('[data-city]')) {
      const i = Number(city.dataset.city)
      if (i === from) city.dataset.role = 'start'
      else if (i === to) city.dataset.role = 'goal'
      else delete city.dataset.role
      setText($(city, '[data-h]'), `h ${h(i)}`)
    }
  }

  #settingsChanged(): void {
    this.#syncControls()
    if (!this.#loaded) return
    this.#unload()
    this.say('Settings changed: press “Search” to run it again.')
  }

  #unload(): void {
    this.#loaded = null
    this.#k = 0
    this.linkChanged()
    this.clearSteps()
    this.#mark(null)
    $(this, '[data-open-box]').hidden = true
    setText($(this, '[data-searched]'), '')
    this.#showGuess()
  }

  #onCity(i: number): void {
    if (this.#loaded && classModeOn()) return this.#guess(i)
    $<HTMLSelectElement>(this, '[data-to]').value = CITIES[i].name
    this.#settingsChanged()
    this.say(`The goal is now ${CITIES[i].name}. Press “Search”.`)
  }

  // ── running ────────────────────────────────────────────────────────────────────────────────
  async #search(startStep: number | null): Promise<void> {
    const settings = this.#settings()
    const done = await this.run(
      {
        kind: 'graphTrace',
        graph: null,
        from: settings.from,
        to: [settings.to],
        heuristic: settings.heuristic,
        algorithm: settings.algorithm,
        weight: settings.weight,
      },
      'Searching…',
    )
    if (!done) return
    const result = done.result
    this.#loaded = { settings, result }
    const { trace, facts } = result
    const name = (s: number) => facts.states[s]
    const steps = Array.from({ length: trace.steps.length + 1 }, (_, k) => ({
      label: stepLabel(trace, k, settings.weight, name, facts.cheapest),
    }))
    this.showSteps(steps, (k) => this.#drawStep(k), Math.min(startStep ?? 0, steps.length - 1))
    this.say(resultSentence(trace, facts.cheapest))
    this.#showGuess()
  }

  #drawStep(k: number): void {
    const loaded = this.#loaded
    if (!loaded) return
    this.#k = k
    this.linkChanged()
    const { trace, facts, path } = loaded.result
    const view = stepView(trace, k, facts.from)
    this.#mark({ ...view, path: k >= trace.steps.length ? path : [] })
    const step = trace.steps[k]
    const box = $(this, '[data-open-box]')
    box.hidden = !step
    if (step) {
      const weight = loaded.settings.weight
      const f = (g: number, h: number) =>
        loaded.settings.algorithm === 'weighted-astar' ? g + weight * h : g + h
      $(this, '[data-open] tbody').replaceChildren(
        ...step.open.map((n) =>
          tableRow([facts.states[n.state], costText(n.g), costText(n.h), costText(f(n.g, n.h))], () => true),
        ),
      )
    }
    const searched = [...view.searched.keys()].map((s) => facts.states[s])
    setText(
      $(this, '[data-searched]'),
      searched.length ? `Searched so far (${searched.length}): ${searched.join(', ')}.` : '',
    )
  }

  /** Marks the cities and roads for a step (null: nothing). */
  #mark(
    view: { searched: Map<number, number>; open: number[]; current: number | null; path: number[] } | null,
  ): void {
    const open = new Set(view?.open ?? [])
    for (const city of this.querySelectorAll<SVGGElement>('[data-city]')) {
      const i = Number(city.dataset.city)
      const state = !view
        ? null
        : i === view.current
          ? 'current'
          : view.searched.has(i)
            ? 'closed'
            : open.has(i)
              ? 'open'
              : null
      if (state) city.dataset.state = state
      else delete city.dataset.state
    }
    const onPath = new Set<string>()
    const path = view?.path ?? []
    for (let k = 1; k < path.length; k++) onPath.add([path[k - 1], path[k]].sort((a, b) => a - b).join('-'))
    for (const road of this.querySelectorAll<SVGLineElement>('[data-road]')) {
      const key = road.dataset
        .road!.split('-')
        .map(Number)
        .sort((a, b) => a - b)
        .join('-')
      road.classList.toggle('route-map__road--path', onPath.has(key))
    }
  }

  #showGuess(): void {
    $(this, '[data-guess-box]').hidden = !(classModeOn() && this.#loaded)
  }

  #guess(city: number): void {
    const loaded = this.#loaded
    if (!loaded) return
    const steps = loaded.result.trace.steps
    const next = this.#k + 1 < steps.length ? steps[this.#k + 1].node.state : null
    const verdict = $(this, '[data-verdict]')
    if (next === null) return setText(verdict, 'No expansion is left: the search has reached its end.')
    setText(verdict, guessVerdict(CITIES[city].name, CITIES[next].name, city === next))
    findStepPlayer(this).next()
  }

  async #race(): Promise<void> {
    const s = this.#settings()
    const done = await this.run(
      { kind: 'graphRace', graph: null, from: s.from, to: [s.to], heuristic: s.heuristic, weight: s.weight },
      'Racing every algorithm on this trip…',
    )
    if (!done) return
    fillRaceTable($(this, '[data-race-table] tbody'), done.result.rows)
    $(this, '[data-race-box]').hidden = false
    this.say(
      `Every algorithm from ${s.from} to ${s.to}: the cheapest route costs ${costText(done.result.facts.cheapest ?? 0)} km.`,
    )
  }
}

if (!customElements.get('route-romania')) customElements.define('route-romania', RouteRomania)
