// The pure parts of the constraint widgets: the step view's steps, labels and class verdicts on
// any CSP (backtracking and the tree algorithm), the graph's layout and accessible name, and the
// "every method" table's cells.
import { describe, expect, it } from 'vitest'
import { searchSteps, treeSteps, predictVerdict, stepRelation } from '../../components/csp/steps.ts'
import { forceLayout, layoutFor, PALETTE } from '../../components/mapcolour/layout.ts'
import { graphLabel, methodCells } from '../../components/mapcolour/words.ts'
import { mapCsp } from '../../src/solvers/csp/problems.ts'
import { traceSearch } from '../../src/solvers/csp/trace.ts'
import { jobs } from '../../src/solvers/mapcolour/jobs.ts'
import { parseMap, parseMapText, MAX_COLOURS, colourName } from '../../src/solvers/mapcolour/index.ts'
import { BAD_ORDER } from '../../components/teach/csp-facts.ts'

const ctx = { signal: new AbortController().signal, onProgress: () => {} }
const namesOf = (regions: readonly string[]) => ({
  variable: (x: number) => regions[x],
  value: colourName,
  variables: 'regions',
  values: 'colours',
})

describe('the step view on a map', () => {
  const map = parseMap(BAD_ORDER)
  const names = namesOf(map.regions)
  const settings = { variable: 'static', value: 'static', inference: 'forward' } as const
  const trace = traceSearch(mapCsp(map, 3), { ...settings, limit: 100 })
  const steps = searchSteps(trace, settings, names)

  it('has the start, then a step per assignment, each with what it pruned and what comes next', () => {
    expect(steps.length).toBe(trace.steps.length + 1)
    expect(steps[0].label).toBe('Start: no region has a value yet.')
    expect(steps[3].label).toBe('Step 3 of 12: NT takes green; forward checking leaves Q {blue}, SA {blue}.')
    expect(steps[4].label).toBe(
      'Step 4 of 12: Q takes blue; forward checking empties SA, so the search tries another colour.',
    )
    expect(steps[5].label).toMatch(/^Step 5 of 12: back up: NT takes blue; /)
    expect(steps[4].failed).toBe(true)
    expect(steps[4].wiped).toEqual([map.regions.indexOf('SA')])
    expect(steps.at(-1)!.next).toBeNull()
    expect(steps[4].next).toMatchObject({ kind: 'backtrack', variable: map.regions.indexOf('NT'), value: 2 })
    expect(stepRelation(trace.steps[3], trace.steps[4])).toBe('back')
  })

  it('judges the class’s prediction, and says why', () => {
    const next = steps[0].next!
    expect(predictVerdict({ variable: 0, value: 0 }, next, names)).toBe(
      'Right: WA = red. Regions in order: WA is the first without a value. Colours in order: red is the first left.',
    )
    expect(predictVerdict({ variable: 0, value: 1 }, next, names)).toMatch(
      /^WA is right, but it takes red, not green\. /,
    )
    expect(predictVerdict({ variable: 3, value: 0 }, next, names)).toMatch(/^Not Q: next is WA = red\. /)
    expect(steps[4].next!.why).toMatch(/^Everything below failed, so the search backs up to NT/)
  })

  it('says why MRV and the degree heuristic chose, and why LCV chose a value', () => {
    const au = parseMap('australia')
    const s = { variable: 'mrv-degree', value: 'lcv', inference: 'forward' } as const
    const t = searchSteps(traceSearch(mapCsp(au, 3), { ...s, limit: 100 }), s, namesOf(au.regions))
    expect(t[0].next!.why).toMatch(
      /^MRV: SA has the fewest colours left, 3, tied with WA, NT, Q, NSW and 2 more; the degree heuristic takes the one with the most unassigned neighbours \(5\)\. Least constraining colour first: red rules out 5 colours next door, the fewest\.$/,
    )
  })

  it('steps through the tree algorithm: revisions from the leaves, then values from the root', () => {
    const tree = jobs.trace(
      {
        kind: 'trace',
        map: 'australia-without-sa',
        colours: 2,
        method: 'tree',
        variable: 'static',
        value: 'static',
        inference: 'none',
        limit: 500,
      },
      ctx,
    )
    if (tree.method !== 'tree') throw new Error('expected the tree algorithm')
    const m = parseMap('australia-without-sa')
    const steps = treeSteps(tree, namesOf(m.regions))
    expect(steps.length).toBe(11)
    expect(steps[1].label).toBe(
      'Step 1 of 10: arc NSW → V (parent, child): every colour of NSW keeps a partner in V.',
    )
    expect(steps[5].label).toBe('Step 5 of 10: WA takes red, the first left (a root).')
    expect(steps[6].label).toBe('Step 6 of 10: NT takes green, the first its parent WA = red allows.')
    expect(steps[0].next).toMatchObject({ kind: 'revise', variable: m.regions.indexOf('NSW'), value: null })
    expect(
      predictVerdict({ variable: m.regions.indexOf('NSW'), value: null }, steps[0].next!, namesOf(m.regions)),
    ).toMatch(/^Right: NSW\. From the leaves up/)
  })
})

describe('the graph', () => {
  it('built-in maps keep their layout, and so does a map made of their regions', () => {
    expect(layoutFor(parseMap('usa')).points.length).toBe(48)
    expect(layoutFor(parseMap(BAD_ORDER)).points[1]).toEqual(layoutFor(parseMap('australia')).points[3]) // NSW
  })

  it('lays out any other map the same way every time, inside its box, no two nodes on one spot', () => {
    const map = parseMapText('A: B C D; B: C E; C: F; D: E F; E: F; G')
    const a = forceLayout(map)
    expect(forceLayout(map)).toEqual(a)
    for (const [x, y] of a.points) {
      expect(x).toBeGreaterThanOrEqual(a.radius)
      expect(x).toBeLessThanOrEqual(a.width - a.radius)
      expect(y).toBeGreaterThanOrEqual(a.radius)
      expect(y).toBeLessThanOrEqual(a.height - a.radius)
    }
    for (let i = 0; i < a.points.length; i++)
      for (let j = i + 1; j < a.points.length; j++)
        expect(Math.hypot(a.points[i][0] - a.points[j][0], a.points[i][1] - a.points[j][1])).toBeGreaterThan(
          2 * a.radius,
        )
  })

  it('has a colour for every colour count, and says what it shows', () => {
    expect(PALETTE.length).toBe(MAX_COLOURS)
    const au = parseMap('australia')
    expect(graphLabel(au, null)).toBe(
      'Constraint graph of australia: 7 regions, 9 borders, a line for each border.',
    )
    expect(
      graphLabel(au, { assignment: [0, -1, -1, -1, -1, -1, -1], domains: [1, 6, 7, 7, 7, 0, 7] }),
    ).toMatch(
      /^Constraint graph of australia: .*\. WA red; NT could be green or blue; .*SA has no colour left; T could be red or green or blue\.$/,
    )
  })
})

describe('the every-method table', () => {
  it('names each method’s row', () => {
    const rows = jobs.compare(
      { kind: 'compare', map: 'australia-without-sa', colours: 2, maxNodes: 1000, runs: 5 },
      ctx,
    ).rows
    const cells = rows.map(methodCells)
    expect(cells.length).toBe(21)
    expect(cells[0][0]).toBe('Backtracking')
    expect(cells.find((c) => c[0] === 'Tree algorithm')).toEqual(
      expect.arrayContaining(['Tree algorithm', '4 arcs revised once each', 'solved, no backtracking']),
    )
    expect(cells.find((c) => c[0] === 'Count every colouring')!.at(-1)).toBe('4 colourings')
    expect(cells.find((c) => c[0] === 'Min-conflicts')!.at(-1)).toBe('solved 5 of 5')
  })
})
