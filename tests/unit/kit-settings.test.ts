// Settings in links (components/kit/settings.ts): the one place that reads a widget's settings from
// a link and writes them into Copy link and the address bar. Settings here are plain objects, as
// setting-controls.ts makes them from markup; the trace's are modelled as Trace.astro declares them
// (a leading `trace`, a step under it, the weight only under weighted A*).
import { describe, expect, it } from 'vitest'
import {
  choiceProblem,
  clip,
  LinkSettings,
  lengthProblem,
  loadedSentence,
  numberProblem,
  paramName,
  parseCondition,
  refusal,
  restoredNotice,
  type Setting,
  subsetProblem,
} from '../../components/kit/settings.ts'

/** A setting over a variable, checked by `problem`. */
function setting(
  param: string,
  initial: string,
  options: Partial<Pick<Setting, 'what' | 'under' | 'problem'>> & { value?: string } = {},
): Setting & { value: string } {
  const s = {
    param,
    what: options.what ?? param,
    initial,
    under: options.under ?? null,
    value: options.value ?? initial,
    read: () => s.value,
    problem: options.problem ?? (() => null),
    write: (v: string) => {
      s.value = v
    },
  }
  return s
}

const ALGORITHMS = ['bfs', 'dfs', 'astar', 'weighted-astar']
const WEIGHT = { min: '1', max: '10', step: '0.5' }

/** The trace's settings: `trace` (empty while no trace is shown), `step` and the weight under it. */
function traceSettings() {
  const trace = setting('trace', '', {
    what: 'algorithm',
    problem: (v) => choiceProblem('algorithm', ALGORITHMS, v),
  })
  const step = setting('step', '', { under: parseCondition('trace') })
  const weight = setting('trace-weight', '2', {
    what: 'the weight w',
    under: parseCondition('trace=weighted-astar'),
    problem: (v) => numberProblem('the weight w', WEIGHT, v),
  })
  const settings = new LinkSettings()
  for (const s of [weight, trace, step]) settings.add(s) // as markup comes before the widget's own
  return { settings, trace, step, weight }
}

describe('names and conditions', () => {
  it('prefixes a widget’s names; an empty name is the prefix itself', () => {
    expect(paramName('exp', 'per-depth')).toBe('exp-per-depth')
    expect(paramName('trace', '')).toBe('trace')
    expect(paramName('', 'heuristic')).toBe('heuristic')
  })

  it('reads a condition as markup writes it', () => {
    expect(parseCondition('trace=astar, greedy')).toEqual({ param: 'trace', values: ['astar', 'greedy'] })
    expect(parseCondition('trace')).toEqual({ param: 'trace', values: null })
    expect(parseCondition(undefined)).toBeNull()
    expect(parseCondition(' ')).toBeNull()
  })

  it('refuses two settings of one name', () => {
    const settings = new LinkSettings()
    settings.add(setting('seed', '1'))
    expect(() => settings.add(setting('seed', '2'))).toThrow(/Two settings are named "seed"/)
  })
})

describe('what a link carries', () => {
  it('only settings that differ from the page, have a value and are valid', () => {
    const settings = new LinkSettings()
    const seed = setting('exp-seed', '1', {
      problem: (v) => numberProblem('seed', { min: '0', max: '', step: '1' }, v),
    })
    const depths = setting('exp-depths', '2-16/2')
    const empty = setting('depth', '')
    for (const s of [seed, depths, empty]) settings.add(s)
    expect(settings.params()).toEqual([])
    seed.value = '42'
    expect(settings.params()).toEqual([['exp-seed', '42']])
    expect(settings.changes()).toEqual({ 'exp-seed': '42', 'exp-depths': null, depth: null })
    seed.value = '-3' // refused where it is typed: never in a link
    expect(settings.params()).toEqual([])
  })

  it('a setting under another only while that one has a value it names, down the chain', () => {
    const { settings, trace, step, weight } = traceSettings()
    weight.value = '3'
    expect(settings.params()).toEqual([]) // no trace shown: nothing of it
    trace.value = 'astar'
    step.value = '12'
    expect(settings.params()).toEqual([
      ['trace', 'astar'],
      ['step', '12'],
    ])
    trace.value = 'weighted-astar'
    expect(settings.params()).toEqual([
      ['trace', 'weighted-astar'], // first: the others apply under it
      ['trace-weight', '3'],
      ['step', '12'],
    ])
    trace.value = ''
    expect(settings.changes()).toEqual({ trace: null, step: null, 'trace-weight': null })
  })

  it('a condition naming no setting, or a loop of conditions, does not apply', () => {
    const settings = new LinkSettings()
    const a = setting('a', '', { value: 'x', under: parseCondition('b') })
    const b = setting('b', '', { value: 'y', under: parseCondition('a') })
    const c = setting('c', '', { value: 'z', under: parseCondition('nowhere') })
    for (const s of [a, b, c]) settings.add(s)
    expect(settings.params()).toEqual([])
  })
})

describe('what a link gives', () => {
  it('takes the settings it names, in its order, and refuses bad values with one sentence each', () => {
    const { settings, trace, step, weight } = traceSettings()
    const r = settings.restore(new URLSearchParams('step=12&board=1+2&trace=weighted-astar&trace-weight=0.5'))
    expect(r.loaded.map((l) => [l.setting.param, l.value])).toEqual([
      ['step', '12'],
      ['trace', 'weighted-astar'],
    ])
    expect(r.refused).toEqual([
      'The link’s trace-weight could not be read: the weight w must be from 1 to 10; got 0.5.',
    ])
    expect([trace.value, step.value, weight.value]).toEqual(['weighted-astar', '12', '2']) // refused: kept
  })

  it('names the value refused in at most 80 characters, and ignores empty values and repeats', () => {
    const { settings, trace } = traceSettings()
    const long = 'q'.repeat(500)
    const r = settings.restore(new URLSearchParams(`trace=${long}&trace=bfs&step=`))
    expect(r.loaded).toEqual([])
    expect(r.refused).toHaveLength(1)
    expect(r.refused[0]).toContain(
      `unknown algorithm "${'q'.repeat(79)}…" (one of bfs, dfs, astar, weighted-astar)`,
    )
    expect(r.refused[0].length).toBeLessThan(200)
    expect(trace.value).toBe('')
  })

  it('says what was loaded, and what was refused, in the widget’s notice', () => {
    const seed = setting('exp-seed', '1', { what: 'seed' })
    const perDepth = setting('exp-per-depth', '20', { what: 'positions per depth' })
    expect(
      restoredNotice(
        {
          loaded: [
            { setting: seed, value: '42' },
            { setting: perDepth, value: '7' },
          ],
          refused: [],
        },
        'Press Run.',
      ),
    ).toEqual({
      text: 'Settings loaded from the link: seed 42, positions per depth 7. Press Run.',
      kind: 'info',
    })
    expect(restoredNotice({ loaded: [], refused: ['The link’s x could not be read: no.'] })).toEqual({
      text: 'The link’s x could not be read: no.',
      kind: 'error',
    })
    expect(restoredNotice({ loaded: [], refused: [] }, 'anything')).toBeNull()
    expect(loadedSentence([{ what: 'the weight w', value: '3' }])).toBe(
      'Settings loaded from the link: weight w 3.',
    )
  })
})

describe('the reasons', () => {
  it('number boxes: a number, in range, whole when the step is', () => {
    const depth = { min: '0', max: '80', step: '1' }
    expect(numberProblem('the depth bound', depth, '12')).toBeNull()
    expect(numberProblem('the depth bound', depth, '')).toBeNull()
    expect(numberProblem('the depth bound', depth, '1000')).toBe(
      'The depth bound must be from 0 to 80; got 1000.',
    )
    expect(numberProblem('the depth bound', depth, '2.5')).toBe(
      'The depth bound must be a whole number from 0 to 80; got 2.5.',
    )
    expect(numberProblem('seed', { min: '0', max: '', step: '1' }, 'abc')).toBe(
      'Seed must be a number from 0 to …; got "abc".',
    )
    expect(numberProblem('the weight w', WEIGHT, '2.5')).toBeNull()
    expect(numberProblem('x', WEIGHT, '9'.repeat(300))).toContain(`got ${'9'.repeat(79)}…`)
  })

  it('menus and lists of checkboxes: known values, and at least one', () => {
    expect(choiceProblem('heuristic', ['zero', 'manhattan'], 'manhattan')).toBeNull()
    expect(choiceProblem('heuristic', ['zero', 'manhattan'], 'pdb')).toBe(
      'unknown heuristic "pdb" (one of zero, manhattan)',
    )
    expect(subsetProblem('algorithms', ALGORITHMS, 'bfs, astar')).toBeNull()
    expect(subsetProblem('algorithms', ALGORITHMS, 'bfs,quantum')).toBe(
      'unknown algorithms "quantum" (one of bfs, dfs, astar, weighted-astar)',
    )
    expect(subsetProblem('algorithms', ALGORITHMS, ',')).toBe('it names no algorithms')
  })

  it('text boxes: at most their own length', () => {
    expect(lengthProblem('depths', 120, '2-16/2')).toBeNull()
    expect(lengthProblem('depths', 0, 'x'.repeat(5000))).toBeNull() // no maxlength
    expect(lengthProblem('depths', 120, 'x'.repeat(5000))).toBe(
      'Depths takes at most 120 characters; the link has 5000.',
    )
  })

  it('one sentence for every refusal', () => {
    expect(refusal('cost', 'unknown cost model "x" (one of unit, tile)')).toBe(
      'The link’s cost could not be read: unknown cost model "x" (one of unit, tile).',
    )
    expect(clip('abc', 80)).toBe('abc')
    expect(clip('abcdef', 4)).toBe('abc…')
  })
})
