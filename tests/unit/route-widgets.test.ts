// The route-finding widgets' pure parts: painting and placing on a grid, the cursor, what a search
// shows at each step (searched, open, being expanded; bands of g and f), the sentences, the map's
// link, and the drawing's paths. And the numbers the article's prose leans on.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatTask, parseTask, WALL } from '../../src/solvers/route/grid.ts'
import { graphTrace, gridTrace } from '../../src/solvers/route/jobs.ts'
import { EXAMPLE_GRID } from '../../src/solvers/route/examples.ts'
import { CITIES } from '../../src/solvers/route/romania.ts'
import {
  bandOf,
  banded,
  blankTask,
  expandedValues,
  moveCursor,
  nextExpansion,
  paintCell,
  placeMarker,
  randomTask,
  resizeTask,
  stepView,
  strokeTerrain,
} from '../../components/route/logic.ts'
import { cellsPath, labels, routePath } from '../../components/route/draw.ts'
import { labelAt, MAP_HEIGHT, MAP_WIDTH, place, writeMapParams } from '../../components/route/map.ts'
import {
  checkSentence,
  costText,
  resultSentence,
  stepLabel,
  valuesText,
} from '../../components/route/words.ts'
import {
  cliFacts,
  gridFacts,
  pastedFacts,
  romaniaFacts,
  workedAStar,
} from '../../components/route/article.ts'
import { mulberry32 } from '../../bench/lib.ts'

describe('editing a grid', () => {
  const task = parseTask('S.3/.@./..G')
  it('paints cells, never the start or the goal, and says when nothing changed', () => {
    expect(formatTask(paintCell(task, 1, WALL)!)).toBe('S@3/.@./..G')
    expect(paintCell(task, 0, WALL)).toBeNull()
    expect(paintCell(task, 8, 5)).toBeNull()
    expect(paintCell(task, 2, 3)).toBeNull()
    expect(formatTask(paintCell(task, 4, 5)!)).toBe('S.3/.5./..G')
  })

  it('moves the start or the goal onto open ground, never onto the other', () => {
    expect(formatTask(placeMarker(task, 'start', 4)!)).toBe('..3/.S./..G')
    expect(formatTask(placeMarker(task, 'goal', 2)!)).toBe('S.G/.@./...')
    expect(placeMarker(task, 'start', 8)).toBeNull()
  })

  it('a wall brush on a wall erases it; other brushes paint their terrain', () => {
    expect(strokeTerrain(task, 4, 'wall')).toBe(1)
    expect(strokeTerrain(task, 1, 'wall')).toBe(WALL)
    expect(strokeTerrain(task, 1, 'swamp')).toBe(5)
    expect(strokeTerrain(task, 1, 'start')).toBeNull()
  })

  it('the cursor stays on the grid', () => {
    expect(moveCursor(0, 'ArrowLeft', 3, 3)).toBe(0)
    expect(moveCursor(0, 'ArrowRight', 3, 3)).toBe(1)
    expect(moveCursor(2, 'ArrowRight', 3, 3)).toBe(2)
    expect(moveCursor(7, 'ArrowDown', 3, 3)).toBe(7)
    expect(moveCursor(4, 'Home', 3, 3)).toBe(3)
    expect(moveCursor(4, 'x', 3, 3)).toBeNull()
  })

  it('blank, resized and random grids are valid tasks', () => {
    for (const t of [
      blankTask(12, 8),
      resizeTask(parseTask(EXAMPLE_GRID), 12, 8),
      resizeTask(task, 48, 30),
      randomTask(24, 16, mulberry32(4)),
    ]) {
      expect(t.start).not.toBe(t.goal)
      expect(formatTask(parseTask(formatTask(t)))).toBe(formatTask(t))
    }
    expect(formatTask(resizeTask(task, 3, 3))).toBe(formatTask(task))
  })
})

describe('what a search shows', () => {
  const t = gridTrace({
    kind: 'gridTrace',
    task: EXAMPLE_GRID,
    connect: 8,
    heuristic: 'octile',
    algorithm: 'astar',
    weight: 2,
  })
  const start = parseTask(EXAMPLE_GRID).start
  it('at each step: the searched cells, the open ones, the one being expanded', () => {
    const first = stepView(t.trace, 0, start)
    expect([...first.searched.keys()]).toEqual([start])
    expect(first.current).toBe(start)
    expect(first.open.length).toBe(t.trace.steps[0].children.filter((c) => c.fate !== 'duplicate').length)
    const end = stepView(t.trace, t.trace.steps.length, start)
    expect(end.current).toBeNull()
    expect(end.searched.size).toBe(t.trace.steps.length)
    for (const c of end.open) expect(end.searched.has(c)).toBe(false)
    expect(nextExpansion(t.trace, 0)).toBe(t.trace.steps[1].node.state)
    expect(nextExpansion(t.trace, t.trace.steps.length - 1)).toBeNull()
  })

  it('the iterative searches start over each iteration', () => {
    const r = graphTrace({
      kind: 'graphTrace',
      graph: null,
      from: 'Arad',
      to: ['Bucharest'],
      heuristic: 'given',
      algorithm: 'iddfs',
      weight: 2,
    })
    const last = r.trace.steps.length - 1
    const view = stepView(r.trace, last, r.facts.from)
    expect(view.searched.size).toBeLessThan(last + 1)
    expect(view.searched.get(r.facts.from)).toBeGreaterThan(0)
  })

  it('colour bands by g and by f cover every searched cell; plain is one band', () => {
    const view = stepView(t.trace, t.trace.steps.length, start)
    const values = expandedValues(t.trace)
    for (const mode of ['g', 'f'] as const) {
      const { cells, ranges } = banded(view, values, mode, 8)
      expect(cells.flat().sort()).toEqual([...view.searched.keys()].sort())
      expect(ranges).toHaveLength(8)
    }
    expect(banded(view, values, 'plain', 8).cells[0]).toHaveLength(view.searched.size)
    expect([bandOf(0, 0, 8, 8), bandOf(8, 0, 8, 8), bandOf(3.9, 0, 8, 8), bandOf(1, 1, 1, 8)]).toEqual([
      0, 7, 3, 0,
    ])
  })
})

describe('words', () => {
  it('costs, values and step labels', () => {
    expect([costText(418), costText(17.0710678), costText(1234)]).toEqual(['418', '17.07', '1,234'])
    expect(valuesText('astar', 2, 140, 253)).toBe('g = 140, h = 253, f = 393')
    expect(valuesText('weighted-astar', 2, 1, 2)).toBe('g = 1, h = 2, f = g + 2·h = 5')
    expect(valuesText('ucs', 2, 1, 2)).toBe('g = 1')
    const r = graphTrace({
      kind: 'graphTrace',
      graph: null,
      from: 'Arad',
      to: ['Bucharest'],
      heuristic: 'given',
      algorithm: 'astar',
      weight: 2,
    })
    const name = (s: number) => r.facts.states[s]
    expect(stepLabel(r.trace, 1, 2, name, 418)).toBe(
      'Expansion 2 of 5: Sibiu (g = 140, h = 253, f = 393); 3 new or cheaper neighbours.',
    )
    expect(stepLabel(r.trace, 5, 2, name, 418)).toBe(
      'Goal reached after 5 expansions: a route of 4 moves costing 418, the cheapest.',
    )
    expect(resultSentence(r.trace, 418)).toBe(
      'A* found a route costing 418 (4 moves) after 5 expansions. That is the cheapest. Step through it below.',
    )
  })

  it('the heuristic check in words', () => {
    const ok = graphTrace({
      kind: 'graphTrace',
      graph: 'start_state: S\ngoal_states: G\nS a G 2\nheuristic:\nS 1\n',
      from: null,
      to: null,
      heuristic: 'given',
      algorithm: 'astar',
      weight: 2,
    })
    expect(checkSentence(ok.facts, 'given')).toMatch(/It is admissible.*It is consistent/)
    const bad = graphTrace({
      kind: 'graphTrace',
      graph: 'start_state: S\ngoal_states: G\nS a A 1\nA b G 1\nheuristic:\nS 5\n',
      from: null,
      to: null,
      heuristic: 'given',
      algorithm: 'astar',
      weight: 2,
    })
    expect(checkSentence(bad.facts, 'given')).toBe(
      "The file's heuristic: It is not admissible: h(S) = 5, but the cheapest way from there to a goal costs 2. It is not consistent: along the edge S → A, which costs 1, h drops from 5 to 0.",
    )
    expect(checkSentence(bad.facts, 'zero')).toMatch(/^Heuristic: none/)
  })
})

describe('the map and its link', () => {
  it('every city and its label inside the drawing', () => {
    CITIES.forEach((_, i) => {
      const [x, y] = place(i)
      const l = labelAt(i)
      expect(x).toBeGreaterThan(0)
      expect(x).toBeLessThan(MAP_WIDTH)
      expect(y).toBeGreaterThan(0)
      expect(y).toBeLessThan(MAP_HEIGHT)
      const width = CITIES[i].name.length * 8.5 // about 8.5 units a letter at the map's font size
      expect(l.anchor === 'end' ? l.x - width : l.x + width).toBeGreaterThan(0)
      expect(l.anchor === 'end' ? l.x - width : l.x + width).toBeLessThan(MAP_WIDTH)
    })
  })

  it('writes a trip in the names the map widget reads (its kit settings, prefix map-)', () => {
    const settings = {
      from: 'Lugoj',
      to: 'Neamt',
      algorithm: 'weighted-astar' as const,
      heuristic: 'given' as const,
      weight: 3,
    }
    expect(writeMapParams(settings, 4)).toEqual([
      ['map-from', 'Lugoj'],
      ['map-to', 'Neamt'],
      ['map-algorithm', 'weighted-astar'],
      ['map-weight', '3'],
      ['map-step', '5'],
    ])
    expect(writeMapParams({ ...settings, algorithm: 'bfs', heuristic: 'zero' }, null)).toEqual([
      ['map-from', 'Lugoj'],
      ['map-to', 'Neamt'],
      ['map-algorithm', 'bfs'],
    ])
    const markup = readFileSync(new URL('../../components/route/Romania.astro', import.meta.url), 'utf8')
    for (const name of ['from', 'to', 'heuristic', 'weight']) expect(markup).toContain(`data-param="${name}"`)
    expect(markup).toContain('data-param-prefix="map"')
  })
})

describe('drawing', () => {
  it('cells as squares, runs merged; routes through cell centres; digits on terrain', () => {
    expect(cellsPath([0, 1, 2, 5], 4)).toBe('M0 0h3v1h-3zM1 1h1v1h-1z')
    expect(cellsPath([3, 4], 4)).toBe('M3 0h1v1h-1zM0 1h1v1h-1z')
    expect(routePath([0, 5], 4)).toBe('M0.5 0.5L1.5 1.5')
    expect(labels(parseTask('S3/5G'))).toEqual([
      [1, 0, '3'],
      [0, 1, '5'],
    ])
  })
})

describe('the article’s numbers', () => {
  it('Romania: the book’s routes and counts', () => {
    const R = romaniaFacts()
    expect([R.ucs.cost, R.astar.cost, R.greedy.cost, R.bfs.cost, R.cheapest]).toEqual([
      418, 418, 450, 450, 418,
    ])
    expect(R.greedy.path).toEqual(['Arad', 'Sibiu', 'Fagaras', 'Bucharest'])
    expect(R.astar.expanded * 2).toBeLessThan(R.ucs.expanded) // "less than half the work"
    // Exercise 1: the algorithms that return 450 km
    expect(
      R.rows
        .filter((r) => r.cost === 450)
        .map((r) => r.algorithm)
        .sort(),
    ).toEqual(['bfs', 'bidirectional', 'dfs', 'greedy', 'iddfs', 'weighted-astar'].sort())
    const W = workedAStar()
    expect(W.rows.map((r) => r.f)).toEqual([366, 393, 413, 415, 417])
    expect(W.goalF).toBe(418)
  })

  it('grids: the costs and claims of the prose', () => {
    const G = gridFacts()
    expect(G.four.bfs.cost).toBeGreaterThan(G.four.cheapest)
    expect(G.eight.bfs.cost).toBeGreaterThan(G.eight.cheapest)
    expect(G.eight.astar.expanded).toBeLessThan(G.eight.ucs.expanded)
    expect(G.eight.greedy.optimal && G.eight.weighted.optimal).toBe(true) // "both happen to find the cheapest"
    expect(G.trap.manhattan).toBeGreaterThan(G.trap.octile + 0.1)
    expect(G.fNeverDrops).toBe(true)
  })

  it('the pasted example and the command line', () => {
    const P = pastedFacts()
    expect([P.ucs.cost, P.astar.cost, P.greedy.cost, P.bfs.cost]).toEqual([8, 8, 9, 13])
    expect(P.ucs.check).toMatchObject({ admissible: true, consistent: true })
    const C = cliFacts()
    expect(C.romania).toContain('cost 418')
    expect(C.scen).toMatch(/50 of 50 scenarios reproduce/)
  })
})
