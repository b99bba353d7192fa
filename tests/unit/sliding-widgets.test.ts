// The sliding widgets' pure helpers: random solvable boards, arrow keys, the checker's verdicts, charts.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { defaultGoal, isReachable, parseBoard, sameTiles, slide } from '../../src/solvers/sliding/index.ts'
import { cellForKey, randomSolvable } from '../../components/sliding/play-logic.ts'
import { axis, bars, chartSummary } from '../../components/sliding/chart.ts'
import { blankPlaces, goalWithBlankAt } from '../../components/sliding/census-data.ts'
import { verdict } from '../../components/sliding/exercise.ts'
import { farthestLabel, nodes } from '../../components/sliding/board-text.ts'

describe('randomSolvable', () => {
  it('always returns a permutation that can reach the goal', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 2, max: 4 }), fc.integer(), (w, h, seed) => {
      let s = (Math.abs(seed) % 2147483646) + 1
      const random = () => (s = (s * 16807) % 2147483647) / 2147483647
      const goal = defaultGoal(w, h)
      const board = randomSolvable(goal, random)
      expect([...board.tiles].sort((a, b) => a - b)).toEqual([...goal.tiles].sort((a, b) => a - b))
      expect(isReachable(board, goal)).toBe(true)
    }))
  })
})

describe('cellForKey', () => {
  it('slides the tile on the opposite side of the blank, and nothing at an edge', () => {
    const board = parseBoard('1 2 3/4 0 5/6 7 8')
    expect(board.tiles[cellForKey(board, 'ArrowLeft')]).toBe(5)
    expect(board.tiles[cellForKey(board, 'ArrowRight')]).toBe(4)
    expect(board.tiles[cellForKey(board, 'ArrowUp')]).toBe(7)
    expect(board.tiles[cellForKey(board, 'ArrowDown')]).toBe(2)
    const corner = parseBoard('0 1/2 3')
    expect(cellForKey(corner, 'ArrowRight')).toBe(-1)
    expect(cellForKey(corner, 'ArrowDown')).toBe(-1)
    expect(sameTiles(slide(corner, corner.tiles[cellForKey(corner, 'ArrowLeft')]).tiles, parseBoard('1 0/2 3').tiles)).toBe(true)
  })
})

describe('charts', () => {
  it('round the axis up and put one bar per distance inside the plot', () => {
    expect(axis(25132)).toEqual({ top: 30000, ticks: [0, 10000, 20000, 30000] })
    const g = bars([1, 4, 10, 3])
    expect(g.bars).toHaveLength(4)
    expect(g.bars[2].height).toBeGreaterThan(g.bars[1].height)
    expect(chartSummary([1, 4, 10, 3], 'x')).toBe('Bar chart of x: 18 positions at distances 0 to 3; the most common distance is 2 (10 positions) and 3 are at the largest distance, 3.')
  })
})

describe('the blank-place table', () => {
  it('has nine goals, each reaching 181,440 positions', () => {
    const places = blankPlaces()
    expect(places.map((p) => p.cell)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    for (const p of places) expect(p.counts.reduce((a, b) => a + b, 0)).toBe(181440)
    expect(goalWithBlankAt(4).tiles).toEqual(Uint8Array.from([1, 2, 3, 4, 0, 5, 6, 7, 8]))
  })
})

describe("the checker's verdicts", () => {
  it('count moves in the singular and plural correctly', () => {
    expect(verdict(true, 1, 1)).toBe('Correct and optimal: 1 move, the fewest possible.')
    expect(verdict(true, 3, 1)).toBe('Correct: 3 moves reach the goal. The optimum is 1, so 2 could be saved.')
    expect(verdict(true, 1, null)).toBe('Correct: 1 move reaches the goal.')
    expect(verdict(false, 0, null)).toBe('Legal, but after 0 moves the board is not the goal yet.')
  })
})

describe('the farthest-positions label', () => {
  it('says when the list is cut short', () => {
    expect(farthestLabel(148, 24)).toBe('148, the first 24 shown')
    expect(farthestLabel(2, 2)).toBe('2')
    expect(farthestLabel(1200, 24)).toBe('1,200, the first 24 shown')
    expect([nodes(1), nodes(0), nodes(1024)]).toEqual(['1 node', '0 nodes', '1,024 nodes'])
  })
})
