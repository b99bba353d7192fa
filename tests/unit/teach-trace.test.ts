// The lesson "predict the next node" (components/teach/TraceLesson.astro): its numbers come from
// the trace engine and agree with the race's algorithms run without a trace; its links open the
// trace view in class mode on the settings they name.
import { describe, expect, it } from 'vitest'
import { traceFacts, traceLink } from '../../components/teach/trace-facts.ts'
import { STEP_PARAM, TRACE_PARAM } from '../../components/search/trace-view.ts'
import { runAlgorithm } from '../../src/solvers/search/algorithms.ts'
import { slidingProblem } from '../../src/solvers/search/sliding.ts'
import { trace } from '../../src/solvers/search/jobs.ts'
import { boardData, defaultGoal } from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'

describe('the lesson on predicting the next node', () => {
  const T = traceFacts()
  const start = parseBoard(T.example)
  const goal = defaultGoal(3, 3)

  it('quotes the searches’ own counts', () => {
    const astar = runAlgorithm(slidingProblem(start, goal, 'manhattan'), { algorithm: 'astar' })
    const bfs = runAlgorithm(slidingProblem(start, goal, 'zero'), { algorithm: 'bfs' })
    expect(T.astar.expanded).toBe(astar.expanded)
    expect(T.astar.expanded).toBe(91) // the article's example, as the issue and the article quote it
    expect(T.astar.length).toBe(astar.moves.length)
    expect(T.bfs.expanded).toBe(bfs.expanded)
    expect(T.bfs.drawn).toBeLessThan(T.bfs.expanded)
  })

  it('its two ties are what the open list shows at those expansions', () => {
    const t = trace({
      kind: 'trace',
      start: boardData(start),
      goal: boardData(goal),
      algorithm: 'astar',
      heuristic: 'manhattan',
    })
    for (const tie of [T.byAge, T.byG]) {
      const step = t.steps[tie.expansion - 1]
      const tied = step.open.filter((e) => e.g + e.h === tie.f)
      expect(step.node.id).toBe(tie.node)
      expect(tied.length).toBe(tie.count) // the open list is short here: every tied node is shown
      expect(Math.max(...tied.map((e) => e.g))).toBe(tie.g)
      const deepest = tied.filter((e) => e.g === tie.g)
      expect(deepest.length).toBe(tie.sameG)
      expect(Math.min(...deepest.map((e) => e.id))).toBe(tie.node) // the oldest of the deepest
    }
    expect(T.byAge.sameG).toBeGreaterThan(1) // decided by age
    expect(T.byG.sameG).toBe(1) // decided by g
  })

  it('links to the trace view in class mode, in focus view on request', () => {
    const url = new URL(traceLink('astar', { focus: true }), 'http://x')
    expect(url.pathname).toBe('/search-algorithms/')
    expect(url.hash).toBe('#frontier')
    expect(url.searchParams.get('mode')).toBe('class')
    expect(url.searchParams.get('view')).toBe('focus')
    expect(url.searchParams.get('board')).toBe(T.example)
    // A* with the trace's default settings (Manhattan distance, unit costs): the link names the
    // algorithm and nothing the page would take as a changed setting.
    expect(url.searchParams.get(TRACE_PARAM)).toBe('astar')
    expect([...url.searchParams.keys()].filter((k) => k.startsWith(`${TRACE_PARAM}-`))).toEqual([])
    expect(new URL(traceLink('bfs', { step: 11 }), 'http://x').searchParams.get(STEP_PARAM)).toBe('12')
  })
})
