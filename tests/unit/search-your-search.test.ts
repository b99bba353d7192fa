// "Your search": the reference orders on the drawn graph, each usual mistake recognised and
// named, correct BFS / UCS / A* passing on the graph and on the 50 puzzles. Reader code runs as
// it does on the page and in the CLI: loaded by the sandbox's TypeScript loader, then in the
// sandbox's harness (a fresh vm context, in this process) with the prelude, which builds the
// problems with opaque states and records the expansions.
import { describe, expect, it } from 'vitest'
import { transform } from 'sucrase'
import {
  ALGORITHMS,
  FLAWS,
  GRAPH,
  adjacency,
  graphData,
  judgeGraph,
  judgePuzzles,
  pathCost,
  puzzleData,
  traceSearch,
  type Algorithm,
} from '../../src/solvers/search/search-check.ts'
import { puzzles } from '../../src/solvers/search/search-puzzles.ts'
import { SEARCH_PRELUDE, type GraphRaw, type PuzzleRaw } from '../../src/solvers/search/search-prelude.ts'
import { SEARCH_STARTER } from '../../src/solvers/search/search-starter.ts'
import { sandboxSource } from '../../components/kit/sandbox.ts'
import { loadTypeScript } from '../../src/sandbox/typescript.ts'
import { runInVm } from '../../src/sandbox/node.ts'
import { outcomeSentence } from '../../src/sandbox/outcome.ts'
import { decodeAll } from '../../src/solvers/exercise-data.ts'
import { runAlgorithm } from '../../src/solvers/search/algorithms.ts'
import { slidingProblem } from '../../src/solvers/search/sliding.ts'
import { defaultGoal } from '../../src/solvers/sliding/model.ts'

/** The reader's search on each problem, in the sandbox with the prelude: the raw records. */
function run(source: string, problems: readonly unknown[]): unknown[] {
  const loaded = loadTypeScript(source, transform)
  if (!loaded.ok) throw new Error(loaded.message)
  const out = runInVm({
    js: loaded.js,
    name: 'search',
    prelude: SEARCH_PRELUDE,
    inputs: { kind: 'json', text: JSON.stringify(problems.map((p) => [p])) },
    timeLimitMs: 60_000,
  })
  if (out.status !== 'values') throw new Error(outcomeSentence(out) ?? out.status)
  return decodeAll(out.chunks)
}

type Variant = {
  open: 'fifo' | 'g' | 'f'
  goalOnGeneration?: boolean
  visited: 'none' | 'first' | 'cheapest' | 'on-expansion'
  skipStale: boolean
}

/** A reader's search written another way than traceSearch: one of the usual forms, right or wrong. */
function readerSearch(v: Variant): string {
  return `export default function search(problem) {
  const open = [{ state: problem.start, g: 0, moves: [] }]
  const best = new Map([[problem.key(problem.start), 0]])
  const expanded = new Set()
  ${v.goalOnGeneration ? 'if (problem.isGoal(problem.start)) return []' : ''}
  while (open.length > 0) {
    let i = 0
    for (let k = 1; k < open.length; k++) if (${v.open === 'fifo' ? 'false' : v.open === 'g' ? 'open[k].g < open[i].g' : 'open[k].g + problem.h(open[k].state) < open[i].g + problem.h(open[i].state)'}) i = k
    const node = open.splice(i, 1)[0]
    const key = problem.key(node.state)
    ${v.skipStale ? 'if (expanded.has(key)) continue' : ''}
    ${v.goalOnGeneration ? '' : 'if (problem.isGoal(node.state)) return node.moves'}
    expanded.add(key)
    for (const s of problem.successors(node.state)) {
      const k2 = problem.key(s.state), g = node.g + s.cost
      ${{ none: '', first: 'if (best.has(k2)) continue', cheapest: 'if (best.has(k2) && best.get(k2) <= g) continue', 'on-expansion': 'if (expanded.has(k2)) continue' }[v.visited]}
      best.set(k2, Math.min(g, best.get(k2) ?? Infinity))
      const child = { state: s.state, g, moves: [...node.moves, s.move] }
      ${v.goalOnGeneration ? 'if (problem.isGoal(s.state)) return child.moves' : ''}
      open.push(child)
    }
  }
  return null
}`
}

const RIGHT: Record<Algorithm, Variant> = {
  bfs: { open: 'fifo', visited: 'first', skipStale: false },
  ucs: { open: 'g', visited: 'cheapest', skipStale: true },
  astar: { open: 'f', visited: 'cheapest', skipStale: true },
}
const graphRaw = (source: string): GraphRaw => run(source, [graphData(GRAPH)])[0] as GraphRaw

describe('the drawn graph', () => {
  it('has the reference orders and paths a reader can check by hand on the drawing', () => {
    expect(traceSearch(GRAPH, 'bfs')).toEqual({ expanded: [...'SABCDEF'], path: [...'ADG'] })
    expect(traceSearch(GRAPH, 'ucs')).toEqual({ expanded: [...'SCBAFE'], path: [...'CFEG'] })
    expect(traceSearch(GRAPH, 'astar')).toEqual({ expanded: [...'SCBFE'], path: [...'CFEG'] })
    expect(pathCost(GRAPH, [...'CFEG'])).toBe(13)
    expect(pathCost(GRAPH, [...'ADG'])).toBe(25)
  })

  it('has an admissible, consistent h, and UCS finds the cheapest path (checked against every simple path)', () => {
    const adj = adjacency(GRAPH)
    const h = new Map(GRAPH.nodes.map((n) => [n.name, n.h]))
    for (const [a, list] of adj)
      for (const [b, c] of list) expect(h.get(a)!, `${a}→${b}`).toBeLessThanOrEqual(c + h.get(b)!)
    let cheapest = Infinity
    const walk = (at: string, path: string[], seen: Set<string>): void => {
      if (at === GRAPH.goal) {
        cheapest = Math.min(cheapest, pathCost(GRAPH, path) as number)
        return
      }
      for (const [next] of adj.get(at)!)
        if (!seen.has(next)) walk(next, [...path, next], new Set([...seen, next]))
    }
    walk(GRAPH.start, [], new Set([GRAPH.start]))
    expect(pathCost(GRAPH, traceSearch(GRAPH, 'ucs').path!)).toBe(cheapest)
    expect(h.get(GRAPH.start)!).toBeLessThanOrEqual(cheapest)
  })

  it('has no ties: the orders do not depend on how the reader breaks them (right searches and the mistakes)', () => {
    for (const a of ['ucs', 'astar'] as const) {
      for (const flaw of [null, 'goal-on-generation', 'stale-twice'] as const)
        expect(traceSearch(GRAPH, a, flaw, 'newest'), `${a} ${flaw}`).toEqual(traceSearch(GRAPH, a, flaw))
    }
  })

  it('tells every mistake apart from the right order, for every algorithm', () => {
    for (const a of ALGORITHMS) {
      const orders = [null, ...FLAWS].map((f) => traceSearch(GRAPH, a, f).expanded.join(''))
      const relevant = a === 'bfs' ? [orders[0], orders[2], orders[3]] : orders
      expect(new Set(relevant).size, a).toBe(relevant.length)
    }
  })
})

describe('judging a reader’s search on the graph', () => {
  it('passes the starter as breadth-first search, and says it is BFS when UCS or A* is chosen', () => {
    const raw = graphRaw(SEARCH_STARTER)
    expect(judgeGraph(GRAPH, 'bfs', raw)).toMatchObject({ ok: true })
    for (const a of ['ucs', 'astar'] as const) {
      const v = judgeGraph(GRAPH, a, raw)
      expect(v.ok).toBe(false)
      expect(v.hint).toMatch(/order of breadth-first search/)
    }
  })

  it('passes right BFS, UCS and A* written another way, and BFS with the goal test on generation', () => {
    for (const a of ALGORITHMS)
      expect(judgeGraph(GRAPH, a, graphRaw(readerSearch(RIGHT[a]))), a).toMatchObject({
        ok: true,
        flaw: null,
      })
    const early = judgeGraph(GRAPH, 'bfs', graphRaw(readerSearch({ ...RIGHT.bfs, goalOnGeneration: true })))
    expect(early.ok).toBe(true)
    expect(early.sentence).toMatch(/tests the goal when generated/)
  })

  it('names each usual mistake, found by running it', () => {
    const cases: [Algorithm, Variant, string, RegExp][] = [
      ['ucs', { ...RIGHT.ucs, goalOnGeneration: true }, 'goal-on-generation', /taken out of the open list/],
      [
        'astar',
        { ...RIGHT.astar, goalOnGeneration: true },
        'goal-on-generation',
        /taken out of the open list/,
      ],
      ['ucs', { ...RIGHT.ucs, visited: 'none', skipStale: false }, 'no-visited', /no visited set/],
      ['astar', { ...RIGHT.astar, visited: 'none', skipStale: false }, 'no-visited', /no visited set/],
      ['bfs', { ...RIGHT.bfs, visited: 'none' }, 'no-visited', /no visited set/],
      ['ucs', { ...RIGHT.ucs, skipStale: false }, 'stale-twice', /old, dearer entry/],
      ['astar', { ...RIGHT.astar, skipStale: false }, 'stale-twice', /old, dearer entry/],
      ['bfs', { ...RIGHT.bfs, visited: 'on-expansion' }, 'stale-twice', /when it is generated/],
      ['ucs', { ...RIGHT.ucs, visited: 'first' }, 'first-path-kept', /first path/],
      ['astar', { ...RIGHT.astar, visited: 'first' }, 'first-path-kept', /first path/],
    ]
    for (const [a, variant, flaw, hint] of cases) {
      const v = judgeGraph(GRAPH, a, graphRaw(readerSearch(variant)))
      expect([v.ok, v.flaw], `${a} ${flaw}`).toEqual([false, flaw])
      expect(v.hint, `${a} ${flaw}`).toMatch(hint)
    }
  })

  it('says where an unknown order first differs, and what is wrong with a returned path', () => {
    const dfs = `export default function search(p) { const seen = new Set(); const go = (s, moves) => { if (p.isGoal(s)) return moves; seen.add(s); for (const c of p.successors(s)) if (!seen.has(c.state)) { const r = go(c.state, [...moves, c.move]); if (r) return r } return null }; return go(p.start, []) }`
    expect(judgeGraph(GRAPH, 'ucs', graphRaw(dfs)).sentence).toMatch(
      /^Not uniform-cost search: expansion 2 was A, where uniform-cost search expands C there/,
    )
    const wrongPath = readerSearch(RIGHT.ucs).replace('return node.moves', "return ['A', 'D', 'G']")
    expect(judgeGraph(GRAPH, 'ucs', graphRaw(wrongPath)).sentence).toMatch(/costs 25; the cheapest costs 13/)
    const withStart = readerSearch(RIGHT.ucs).replace('return node.moves', "return ['S', ...node.moves]")
    expect(judgeGraph(GRAPH, 'ucs', graphRaw(withStart)).sentence).toMatch(
      /starts with the start, S: return only the moves after it, like \['C', 'F', 'E', 'G'\]/,
    )
    const noPath = readerSearch(RIGHT.ucs).replace('return node.moves', 'return 42')
    expect(judgeGraph(GRAPH, 'ucs', graphRaw(noPath)).sentence).toMatch(/returned 42: return the moves/)
  })

  it('refuses a state that is not a node, in a sentence', () => {
    expect(() => graphRaw('export default function search(p) { return p.successors("Z") }')).toThrow(
      /successors was called with "Z", which is not a state of this problem/,
    )
  })
})

describe('the 50 puzzles', () => {
  const list = puzzles()
  it('are 50 seeded puzzles at true distances 1 to 14, their distances from the lab’s A*', () => {
    expect(list).toHaveLength(50)
    for (const p of list) expect(p.distance).toBeGreaterThan(0)
    expect(Math.max(...list.map((p) => p.distance))).toBeLessThanOrEqual(14)
    expect(puzzles()).toEqual(list)
  })

  it('a right BFS, UCS and A* solve all 50 optimally; A* in the reader’s hands expands about as many nodes as the lab’s A* (ties broken otherwise)', () => {
    for (const a of ALGORITHMS) {
      const v = judgePuzzles(list, run(readerSearch(RIGHT[a]), puzzleData(list)) as PuzzleRaw[])
      expect([v.checked, v.solved, v.optimal, v.wrong, v.gaveUp, v.first], a).toEqual([
        50,
        50,
        50,
        0,
        0,
        null,
      ])
      if (a === 'astar') expect(v.expanded / v.astarExpanded).toBeGreaterThan(0.5)
      if (a === 'astar') expect(v.expanded / v.astarExpanded).toBeLessThan(2)
      else expect(v.expanded).toBeGreaterThan(5 * v.astarExpanded)
    }
  })

  it('catches an illegal move, a path that stops short, a longer path and a null, replaying each', () => {
    const bad = (body: string): ReturnType<typeof judgePuzzles> =>
      judgePuzzles(
        list,
        run(`export default function search(p) { ${body} }`, puzzleData(list)) as PuzzleRaw[],
      )
    expect(bad('return [9]')).toMatchObject({ wrong: 50, solved: 0 })
    expect(bad('return [9]').first).toMatch(
      /^On .* \(puzzle 1, true distance \d+\), move 1, 9, is not a legal slide/,
    )
    expect(bad('return []').first).toMatch(/end on .*, not on the goal/)
    expect(bad('return null')).toMatchObject({ gaveUp: 50 })
    const greedy = readerSearch({ open: 'fifo', visited: 'first', skipStale: false }).replace(
      'false)',
      'problem.h(open[k].state) < problem.h(open[i].state))',
    )
    const g = judgePuzzles(list, run(greedy, puzzleData(list)) as PuzzleRaw[])
    expect(g.solved).toBe(50)
    expect(g.optimal).toBeLessThan(50)
    expect(g.first).toMatch(/takes \d+ moves; the shortest takes \d+/)
  })
})

describe('a search cannot count its expansions itself (issue 27, attack 6)', () => {
  const list = puzzles()
  it('states are opaque: a search that reads the tiles and slides them itself gets nowhere', () => {
    // Before: the starter's BFS over tiles it moved itself scored "50 of 50 … 0 nodes expanded".
    const own = `export default function search(problem) {
  const start = problem.start
  const key = (t) => t.join(',')
  const open = [[start, []]], seen = new Set([key(start)])
  for (let head = 0; head < open.length; head++) {
    const [t, moves] = open[head]
    if (t.join(' ') === '1 2 3 4 5 6 7 8 0') return moves
    const b = t.indexOf(0)
    for (const d of [-3, -1, 1, 3]) {
      const c = b + d
      if (c < 0 || c > 8 || (Math.abs(d) === 1 && Math.floor(c / 3) !== Math.floor(b / 3))) continue
      const n = t.slice(); n[b] = t[c]; n[c] = 0
      if (!seen.has(key(n))) { seen.add(key(n)); open.push([n, [...moves, t[c]]]) }
    }
  }
  return null
}`
    expect(() => run(own, puzzleData(list))).toThrow(/Your code threw an error at line 3: TypeError/)
    // A state is a frozen empty object: nothing to read, nothing to change.
    const look =
      'export default function search(p) { return [Object.isFrozen(p.start), Reflect.ownKeys(p.start).length, JSON.stringify(p.start)] }'
    expect((run(look, puzzleData(list.slice(0, 1)))[0] as PuzzleRaw).moves).toEqual([true, 0, '{}'])
  })

  it('a solution known in advance, replayed without expanding, is not counted as solved', () => {
    const goal = defaultGoal(3, 3)
    const answers = list.map(
      (p) =>
        runAlgorithm(
          slidingProblem({ width: 3, height: 3, tiles: Uint8Array.from(p.start) }, goal, 'manhattan'),
          { algorithm: 'astar' },
        ).moves,
    )
    const known = `const answers = ${JSON.stringify(answers)}
let call = 0
export default function search(problem) { return answers[call++] }`
    const v = judgePuzzles(list, run(known, puzzleData(list)) as PuzzleRaw[])
    expect(v).toMatchObject({ solved: 0, optimal: 0, wrong: 50, expanded: 0 })
    expect(v.first).toMatch(/move 1 is made from a state your search never expanded/)
    // Expanding only the states on the known path is a search the counts describe honestly.
    const replay = `const answers = ${JSON.stringify(answers)}
let call = 0
export default function search(problem) {
  const moves = answers[call++]
  let s = problem.start
  for (const m of moves) s = problem.successors(s).find((x) => x.move === m).state
  return moves
}`
    const r = judgePuzzles(list, run(replay, puzzleData(list)) as PuzzleRaw[])
    expect(r).toMatchObject({ solved: 50, optimal: 50, expanded: answers.reduce((n, a) => n + a.length, 0) })
  })

  it('a getter on the returned moves cannot show the check one path and the judge another', () => {
    const two = `let reads = 0
export default function search(problem) {
  const first = problem.successors(problem.start)[0]
  const moves = [first.move]
  Object.defineProperty(moves, 0, { get: () => (reads++ === 0 ? first.move : 99), enumerable: true })
  return moves
}`
    const raw = run(two, puzzleData(list.slice(0, 1)))[0] as PuzzleRaw
    expect(raw.moves).toHaveLength(1)
    expect(raw.moves).not.toEqual([99])
  })

  it('a handle from another problem, or a forged one, is refused', () => {
    expect(() =>
      run(
        'let kept\nexport default function search(p) {\n  if (kept) p.successors(kept)\n  kept = p.start\n  return []\n}',
        puzzleData(list.slice(0, 2)),
      ),
    ).toThrow(/line 3: Error: successors was called with \{\}, which is not a state of this problem/)
  })
})

describe('the sandbox’s prelude option', () => {
  it('puts the prelude before the reader’s code and keeps the reader’s lines where they were', () => {
    const js = 'line1\nline2\nline3'
    const { source, lineOffset } = sandboxSource(js, 'n', { prelude: SEARCH_PRELUDE })
    const lines = source.split('\n')
    expect(lines[lineOffset]).toContain('line1')
    expect(lines[lineOffset + 2]).toBe('line3')
    expect(source.indexOf(SEARCH_PRELUDE)).toBeLessThan(source.indexOf('line1'))
    const plain = sandboxSource(js, 'n')
    expect(plain.source.split('\n')[plain.lineOffset]).toContain('line1')
  })
})
