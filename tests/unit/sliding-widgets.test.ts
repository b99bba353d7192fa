// The sliding widgets' pure helpers (logic.ts, words.ts, position.ts): random solvable boards,
// arrow keys, the size menu, goals for typed boards and links, the checker's verdicts, charts.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { NotationError } from '../../src/solvers/contract.ts'
import {
  defaultGoal,
  formatBoard,
  isReachable,
  parseBoard,
  parseTask,
  formatTask,
  sameTiles,
  slide,
} from '../../src/solvers/sliding/index.ts'
import {
  SIZES,
  axis,
  bars,
  cellForKey,
  conventionGoal,
  exercisePuzzle,
  goalFor,
  goalForLink,
  longestBoardText,
  otherConvention,
  parseSize,
  randomSolvable,
  shuffleLength,
  sizeOf,
} from '../../components/sliding/logic.ts'
import korfText from '../../src/data/sliding/korf100-instances.txt?raw'
import { blankPlaces, goalWithBlankAt } from '../../src/data/sliding/blank-places.ts'
import {
  censusSentence,
  chartSummary,
  compareSentence,
  conventionButton,
  conventionSentence,
  farthestLabel,
  idleSentence,
  instanceSentence,
  nodes,
  rowCells,
  shortestSentence,
  sizeLabel,
  slideDirection,
  slideSentence,
  solvedSentence,
  verdict,
} from '../../components/sliding/words.ts'
import { positionLink } from '../../components/sliding/position.ts'
import {
  conflictPairs,
  layoutTree,
  repeatsByDepth,
  searchTree,
  tileDistances,
} from '../../components/sliding/figures.ts'
import { heuristicLabel, treeLabel } from '../../components/sliding/words.ts'
import { completeBfs, goalTable, linearConflict, manhattan, rank } from '../../src/solvers/sliding/index.ts'

describe('randomSolvable', () => {
  it('always returns a permutation that can reach the goal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer(),
        (w, h, seed) => {
          let s = (Math.abs(seed) % 2147483646) + 1
          const random = () => (s = (s * 16807) % 2147483647) / 2147483647
          const goal = defaultGoal(w, h)
          const board = randomSolvable(goal, random)
          expect([...board.tiles].sort((a, b) => a - b)).toEqual([...goal.tiles].sort((a, b) => a - b))
          expect(isReachable(board, goal)).toBe(true)
        },
      ),
    )
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
    expect(
      sameTiles(
        slide(corner, corner.tiles[cellForKey(corner, 'ArrowLeft')]).tiles,
        parseBoard('1 0/2 3').tiles,
      ),
    ).toBe(true)
  })
})

describe('charts', () => {
  it('round the axis up and put one bar per distance inside the plot', () => {
    expect(axis(25132)).toEqual({ top: 30000, ticks: [0, 10000, 20000, 30000] })
    const g = bars([1, 4, 10, 3])
    expect(g.bars).toHaveLength(4)
    expect(g.bars[2].height).toBeGreaterThan(g.bars[1].height)
    // Tick labels stay short enough for the left margin, up to the 12-cell censuses' tens of millions.
    expect(bars([1, 25132]).ticks.map((t) => t.label)).toEqual(['0', '10k', '20k', '30k'])
    expect(bars([1, 21_600_000]).ticks.map((t) => t.label)).toEqual(['0', '10M', '20M', '30M'])
    expect(chartSummary([1, 4, 10, 3], 'x')).toBe(
      'Bar chart of x: 18 positions at distances 0 to 3; the most common distance is 2 (10 positions) and 3 are at the largest distance, 3.',
    )
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
    expect(verdict(true, 3, 1)).toBe(
      'Correct: 3 moves reach the goal. The optimum is 1, so 2 could be saved.',
    )
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

describe('the Board size menu follows the board', () => {
  it('has one entry for every shape the notation reads, and names the shape of any board', () => {
    for (let w = 2; w <= 4; w++) {
      for (let h = 2; h <= 4; h++) {
        const value = sizeOf(defaultGoal(w, h))
        expect(SIZES).toContain(value)
        expect(parseSize(value)).toEqual({ width: w, height: h })
      }
    }
    expect(SIZES).toHaveLength(9)
    expect(sizeOf(parseBoard('1 2 3 4/5 6 7 8/9 10 11 0'))).toBe('4x3')
    expect(sizeLabel('4x3')).toBe('4 × 3')
  })
})

describe('goals', () => {
  it('a typed board keeps the goal when the shape is the same, else takes its own default', () => {
    const goal = parseBoard('1 2 3/4 0 5/6 7 8')
    expect(goalFor(parseBoard('8 6 7/2 5 4/3 0 1'), goal)).toBe(goal)
    expect(formatBoard(goalFor(parseBoard('1 2 3/4 0 5'), goal))).toBe('1 2 3/4 5 0')
  })

  it('a link without &goal= gets the goal such links always had; a bad goal is refused with a reason', () => {
    expect(formatBoard(goalForLink(parseBoard('8 6 7/2 5 4/3 0 1'), null))).toBe('1 2 3/4 0 5/6 7 8')
    expect(formatBoard(goalForLink(parseBoard('1 2/3 0'), ''))).toBe('1 2/3 0')
    expect(formatBoard(goalForLink(parseBoard('1 2/3 0'), '0 1/2 3'))).toBe('0 1/2 3')
    expect(() => goalForLink(parseBoard('1 2/3 0'), '1 2 3/4 5 0')).toThrow(
      'in its goal, the goal is 3×2 but the board is 2×2 (columns × rows).',
    )
    expect(() => goalForLink(parseBoard('1 2/3 0'), '1 1/2 0')).toThrow(NotationError)
  })

  it('positionLink reads ?board= and &goal= and writes both', () => {
    const p = positionLink.read(new URLSearchParams('board=4+1+2/5+0+3/7+8+6&goal=1+2+3/4+5+6/7+8+0'))!
    expect([formatBoard(p.board), formatBoard(p.goal)]).toEqual(['4 1 2/5 0 3/7 8 6', '1 2 3/4 5 6/7 8 0'])
    expect(positionLink.write(p)).toEqual([
      ['board', '4 1 2/5 0 3/7 8 6'],
      ['goal', '1 2 3/4 5 6/7 8 0'],
    ])
    expect(positionLink.read(new URLSearchParams('mode=class'))).toBeNull()
    expect(formatBoard(positionLink.read(new URLSearchParams('board=8+6+7/2+5+4/3+0+1'))!.goal)).toBe(
      '1 2 3/4 0 5/6 7 8',
    )
    expect(() => positionLink.read(new URLSearchParams('board=1+2+3/4+0+5/6+7'))).toThrow('Row 3 has 2 tiles')
  })

  it('a task is a board "to" its goal, the goal defaulting', () => {
    const t = parseTask('1 2 3/0 5 8/4 6 7 to 1 2 3/4 0 5/6 7 8')
    expect(formatTask(t)).toBe('1 2 3/0 5 8/4 6 7 to 1 2 3/4 0 5/6 7 8')
    expect(formatBoard(parseTask('1 0/2 3').goal)).toBe('1 2/3 0')
    expect(() => parseTask('1 0/2 3 to 1 2 3/4 5 0')).toThrow(NotationError)
    expect(() => parseTask('1 0/2 3 to 1 2/3 0 to 1 2/3 0')).toThrow('"to" twice')
  })
})

describe('shuffle length and exercise puzzles', () => {
  it('clamps the Moves box to 1..500 and reads nonsense as 20', () => {
    expect([
      shuffleLength('12'),
      shuffleLength('0'),
      shuffleLength('9999'),
      shuffleLength('x'),
      shuffleLength('2.6'),
    ]).toEqual([12, 20, 500, 20, 3])
  })

  it("an exercise puzzle is reachable, of the goal's shape, and not already solved", () => {
    let s = 3
    const random = () => (s = (s * 16807) % 2147483647) / 2147483647
    for (const goal of [parseBoard('1 2 3/4 0 5/6 7 8'), defaultGoal(4, 4), parseBoard('0 1/2 3')]) {
      for (let k = 0; k < 20; k++) {
        const b = exercisePuzzle(goal, random)
        expect([b.width, b.height]).toEqual([goal.width, goal.height])
        expect(isReachable(b, goal)).toBe(true)
        expect(sameTiles(b.tiles, goal.tiles)).toBe(false)
      }
    }
  })
})

describe('status sentences', () => {
  it('say the answer only when asked, and how it was found', () => {
    expect(idleSentence(false, 3, 'Reachable: …')).toBe('Reachable: …')
    expect(idleSentence(true, 0, 'x')).toBe('Already at the goal.')
    expect(idleSentence(true, 1, 'x')).toBe('Solved! You reached the goal in 1 move.')
    expect(solvedSentence({ moves: [5, 8], expanded: 1, searchMs: 3, buildMs: 0 })).toBe(
      'Solved in 2 moves: 5 8 (IDA* expanded 1 node in 3 ms).',
    )
    expect(solvedSentence({ moves: [11], expanded: 2, searchMs: 1, buildMs: 1500 })).toBe(
      'Solved in 1 move: 11 (IDA* expanded 2 nodes in 1 ms; pattern databases built in 1.5 s).',
    )
    expect(instanceSentence(3, { moves: [1], expanded: 1000, searchMs: 500, buildMs: 0 })).toBe(
      'Instance 3: Solved in 1 move: 1. IDA* expanded 1,000 nodes in 0.5 s, 2,000 nodes a second.',
    )
    expect(censusSentence(181440, new Array(32).fill(1), null)).toBe(
      'From your goal, 181,440 positions are reachable; the farthest need 31 moves.',
    )
    expect(shortestSentence([5, 8])).toBe('A shortest solution takes 2 moves: 5 8.')
    expect(shortestSentence([])).toBe('The puzzle is already at its goal: 0 moves.')
  })

  it('fill the comparison rows and say whether the methods agree', () => {
    expect(rowCells({ method: 'bfs', length: null, expanded: null, ms: null, note: 'too big' })).toEqual([
      'skipped',
      'too big',
      '–',
    ])
    expect(
      rowCells({ method: 'astar-manhattan', length: null, expanded: 1000000, ms: null, note: 'gave up' }),
    ).toEqual(['over 1,000,000', 'gave up', '–'])
    expect(rowCells({ method: 'idastar-pdb', length: 5, expanded: 12, ms: 2, note: '' })).toEqual([
      '12',
      '2 ms',
      '5',
    ])
    const row = (length: number | null) => ({ method: 'bfs' as const, length, expanded: 1, ms: 1, note: '' })
    expect(compareSentence([row(5), row(5), row(null)])).toBe(
      'Done: every method that finished found 5 moves, the optimum.',
    )
    expect(compareSentence([row(5), row(7)])).toBe(
      'Done, but the lengths differ: please report this position.',
    )
  })
})

describe('goal conventions (blank first, blank last)', () => {
  const korf = korfText
    .trim()
    .split('\n')
    .map((line) => {
      const t = line.trim().split(/\s+/)
      return parseBoard([0, 1, 2, 3].map((r) => t.slice(4 * r, 4 * r + 4).join(' ')).join('/'))
    })

  it('a Korf instance refused under the default goal (blank last) names the blank-first goal, which it can reach', () => {
    expect(korf).toHaveLength(100)
    for (const board of korf) {
      expect(isReachable(board, defaultGoal(4, 4))).toBe(false)
      const other = otherConvention(board, defaultGoal(4, 4))
      expect(other?.convention).toBe('blank-first')
      expect(formatBoard(other!.goal)).toBe('0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15')
      expect(isReachable(board, other!.goal)).toBe(true)
    }
  })

  it('says nothing when the position is reachable, or when no convention would help (on 3×3 both lie in one class)', () => {
    expect(otherConvention(korf[0], conventionGoal('blank-first', 4, 4))).toBeNull()
    const swapped = parseBoard('2 1 3/4 5 6/7 8 0')
    expect(isReachable(swapped, defaultGoal(3, 3))).toBe(false)
    expect(otherConvention(swapped, defaultGoal(3, 3))).toBeNull()
    expect(otherConvention(swapped, parseBoard('1 2 3/4 0 5/6 7 8'))).toBeNull()
  })

  it('on every shape, a refused position has another convention to offer exactly when the two conventions differ in parity', () => {
    for (const s of SIZES) {
      const { width, height } = parseSize(s)
      const last = conventionGoal('blank-last', width, height)
      const first = conventionGoal('blank-first', width, height)
      const split = !isReachable(first, last)
      const refused = { ...last, tiles: last.tiles.slice() }
      ;[refused.tiles[0], refused.tiles[1]] = [refused.tiles[1], refused.tiles[0]] // tiles 1 and 2 swapped
      expect(otherConvention(refused, last)?.convention ?? null, s).toBe(split ? 'blank-first' : null)
    }
    expect(
      SIZES.filter((s) => {
        const { width, height } = parseSize(s)
        return !isReachable(conventionGoal('blank-first', width, height), defaultGoal(width, height))
      }),
    ).toEqual(['2x2', '4x2', '2x4', '4x4'])
  })

  it('words: the sentence names the goal (and Korf on 4×4), the button the convention', () => {
    const text = conventionSentence('blank-first', '0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15', 4, 4)
    expect(text).toContain(
      'the goal with the blank first (0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15, as in Korf’s 15-puzzle instances) is reachable',
    )
    expect(conventionSentence('blank-last', '1 2/3 0', 2, 2)).not.toContain('Korf')
    expect(conventionButton('blank-first')).toBe('Use the goal with the blank first')
  })

  it('position boxes fit the longest board text, every Korf instance included', () => {
    expect(longestBoardText()).toBe(37)
    for (const board of korf) expect(formatBoard(board).length).toBeLessThanOrEqual(longestBoardText())
  })
})

describe('the figures', () => {
  const start = parseBoard('1 2 3/0 5 8/4 6 7')

  it('the search tree: every child is one legal slide from its parent, and a child is marked seen exactly when it repeats an earlier node', () => {
    const nodes = searchTree(start, 2)
    expect(nodes.map((n) => n.depth)).toEqual([0, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2])
    const keys: string[] = []
    for (const n of nodes) {
      const key = formatBoard(n.board)
      if (n.parent >= 0) expect(formatBoard(slide(nodes[n.parent].board, n.move))).toBe(key)
      expect(n.seen).toBe(keys.includes(key))
      if (n.seen)
        expect(nodes.findIndex((m) => formatBoard(m.board) === key && !m.seen)).toBeLessThan(nodes.indexOf(n))
      keys.push(key)
    }
    // Near the root a repeat is always the move just undone: the grandparent.
    for (const n of nodes.filter((m) => m.seen))
      expect(formatBoard(n.board)).toBe(formatBoard(nodes[nodes[n.parent].parent].board))
    expect(nodes.filter((n) => n.seen)).toHaveLength(3)
  })

  it('the tree fits its picture: levels do not overlap and boards on a level do not touch', () => {
    const { placed, width, height } = layoutTree(searchTree(start, 2))
    for (const n of placed) {
      expect(n.x).toBeGreaterThanOrEqual(0)
      expect(n.x + n.w).toBeLessThanOrEqual(width)
      expect(n.y + n.h).toBeLessThanOrEqual(height)
      for (const m of placed)
        if (m !== n && m.depth === n.depth) expect(Math.abs(m.x - n.x)).toBeGreaterThanOrEqual(n.w)
    }
  })

  it('repeats by depth agree with a complete BFS, and the first repeat that is not an undone move is at depth 6', () => {
    const r = repeatsByDepth(start, 8)
    expect(r.firstOther).toBe(6)
    // New positions per depth = generated − seen, and they are what the complete BFS counts at each distance.
    const census = completeBfs(start)
    for (let d = 1; d <= 8; d++) expect(r.generated[d] - r.seen[d]).toBe(census.counts[d])
    expect(census.distance[rank(start.tiles)]).toBe(0)
  })

  it("tile distances sum to the solver's Manhattan distance, and conflicting pairs explain linear conflict, on random boards", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        let s = seed
        const random = () => (s = (s * 16807) % 2147483647) / 2147483647
        const goal = parseBoard('1 2 3/4 0 5/6 7 8')
        const board = randomSolvable(goal, random)
        const table = goalTable(goal)
        expect(tileDistances(board, goal).reduce((a, t) => a + t.distance, 0)).toBe(
          manhattan(board.tiles, table),
        )
        const pairs = conflictPairs(board, goal)
        const extra = linearConflict(board.tiles, table) - manhattan(board.tiles, table)
        // On a 3-cell line, k conflicting pairs force max(1, k − 1) tiles out, so pairs and extra move together.
        expect(extra === 0).toBe(pairs.length === 0)
        expect(extra).toBeLessThanOrEqual(2 * pairs.length)
      }),
      { numRuns: 300 },
    )
  })

  it('the figure of the article: one pair, tiles 7 and 6 in row 3', () => {
    const board = parseBoard('1 2 3/0 5 8/7 4 6')
    const goal = parseBoard('1 2 3/4 0 5/6 7 8')
    expect(conflictPairs(board, goal)).toEqual([{ line: 'row', index: 2, tiles: [7, 6] }])
    expect(
      tileDistances(board, goal)
        .filter((t) => t.distance > 0)
        .map((t) => [t.tile, t.distance]),
    ).toEqual([
      [5, 1],
      [8, 1],
      [7, 1],
      [4, 2],
      [6, 2],
    ])
  })

  it('the figures have accessible names that say what the picture shows', () => {
    const tree = treeLabel(searchTree(start, 2))
    expect(tree).toMatch(
      /^Search tree of breadth-first search from 1 2 3\/0 5 8\/4 6 7, 2 levels deep\. Depth 1: tile 1 slides, giving 0 2 3\/1 5 8\/4 6 7;/,
    )
    expect(tree.match(/already seen at depth 0, so it is not queued/g)).toHaveLength(3)
    const board = parseBoard('1 2 3/0 5 8/7 4 6')
    const goal = parseBoard('1 2 3/4 0 5/6 7 8')
    const label = heuristicLabel(
      '1 2 3/0 5 8/7 4 6',
      '1 2 3/4 0 5/6 7 8',
      tileDistances(board, goal),
      conflictPairs(board, goal),
      7,
      9,
    )
    expect(label).toContain('tile 4 2 (1 row, 1 column)')
    expect(label).toContain(
      'tiles 7 and 6 in row 3; linear conflict adds 2 for each tile that must leave its line, 9 in all.',
    )
  })
})

describe('slide announcements', () => {
  it('names the tile, the way it went and the move count, in a few words', () => {
    // 1 2 3/0 5 8/4 6 7: tile 4 sits below the blank; sliding it moves it up.
    const before = parseBoard('1 2 3/0 5 8/4 6 7')
    const after = slide(before, 4)
    const from = after.tiles.indexOf(0) // where the tile was: the blank is there now
    const to = before.tiles.indexOf(0)
    expect(after.tiles[to]).toBe(4)
    expect(slideDirection(from, to, 3)).toBe('up')
    expect(slideSentence(4, 'up', 1, false)).toBe('Tile 4 up, move 1.')
    expect(slideSentence(4, 'up', 1, false).split(' ').length).toBeLessThanOrEqual(5)
  })
  it('tells every direction apart and says when the goal is reached', () => {
    expect(slideDirection(4, 1, 3)).toBe('up')
    expect(slideDirection(1, 4, 3)).toBe('down')
    expect(slideDirection(4, 3, 3)).toBe('left')
    expect(slideDirection(3, 4, 3)).toBe('right')
    expect(slideSentence(8, 'left', 3, true)).toBe(
      'Tile 8 left, move 3. Solved! You reached the goal in 3 moves.',
    )
  })
})
