// The lesson "uniform-cost search vs A*": its class link opens the race on the promised board with
// tile costs and the three algorithms, and every number the lesson quotes is recomputed from the
// link's own text by the solvers.
import { describe, expect, test } from 'vitest'
import { costFacts, costLessonLink, costLessonPosition } from '../../components/teach/costs.ts'
import { readLink } from '../../components/teach/links.ts'
import { defaultGoal, isSolution } from '../../src/solvers/sliding/model.ts'
import { parseBoard } from '../../src/solvers/sliding/notation.ts'
import { uniformCost } from '../../src/solvers/search/ucs.ts'
import { slidingProblem } from '../../src/solvers/search/sliding.ts'

describe('lesson 6: uniform-cost search vs A*', () => {
  const lesson = costLessonPosition()
  const link = readLink(costLessonLink(lesson.board))

  test('the class link opens the race with tile costs, three algorithms and class mode', () => {
    expect(link.slug).toBe('search-algorithms')
    expect(link.hash).toBe('race')
    expect(link.params.get('cost')).toBe('tile')
    expect(link.params.get('algorithms')).toBe('bfs,ucs,astar')
    expect(link.params.get('mode')).toBe('class')
  })

  test('the numbers it quotes come back from the link’s own board', () => {
    const again = costFacts(link.params.get('board')!)
    expect(again).toEqual(lesson)
    // The claims the lesson's prose makes about them.
    expect(again.cheapestMoves).toBeGreaterThan(again.shortestMoves)
    expect(again.cheapestCost).toBeLessThan(again.shortestCost)
    expect(again.astarExpanded).toBeLessThan(again.ucsExpanded)
    expect(again.astarUnpricedExpanded).toBeGreaterThan(again.astarExpanded)
    const board = parseBoard(again.board)
    const cheapest = uniformCost(slidingProblem(board, defaultGoal(3, 3), 'zero', 'tile'))
    expect(isSolution(board, defaultGoal(3, 3), cheapest.moves)).toBe(true)
    expect(cheapest.moves.reduce((s, m) => s + m, 0)).toBe(again.cheapestCost)
  })
})
