// Map colouring and the CSP methods it adds: the map notation (and every refusal), the built-in
// maps against their sources, counting by frontier dynamic programming against brute force and
// against backtracking, the tree-structured algorithm against backtracking, min-conflicts, the
// step trace's explanations against what the solver did, and the jobs.
import { describe, expect, it } from 'vitest'
import {
  backtrack,
  bits,
  INFERENCES,
  VALUE_ORDERS,
  VARIABLE_ORDERS,
  type CSP,
} from '../../src/solvers/csp/csp.ts'
import { countSolutions, frontierOrder } from '../../src/solvers/csp/count.ts'
import { fromData, toData, violation } from '../../src/solvers/csp/data.ts'
import { minConflicts } from '../../src/solvers/csp/local.ts'
import { mapCsp, queensCsp } from '../../src/solvers/csp/problems.ts'
import { randomCsp } from '../../src/solvers/csp/random.ts'
import { traceSearch } from '../../src/solvers/csp/trace.ts'
import { solveTree, treeShape } from '../../src/solvers/csp/tree.ts'
import { treeTable, TREE_SEEDS } from '../../src/solvers/csp/measure.ts'
import {
  BUILT_IN,
  colouringOf,
  formatMap,
  formatMapText,
  isSolution,
  makeMap,
  parseColouring,
  parseMap,
  parseMapText,
  puzzle,
} from '../../src/solvers/mapcolour/index.ts'
import { jobs } from '../../src/solvers/mapcolour/jobs.ts'
import { bitCount } from '../../src/solvers/queens/backtrack.ts'
import { mulberry32 } from '../../src/solvers/random.ts'
import { expectStopsOnSignal, messageOf } from './helpers.ts'

const ctx = { signal: new AbortController().signal, onProgress: () => {} }

/** Every assignment of every value, counted where each constraint holds: the independent method. */
function bruteCount(csp: CSP): number {
  const n = csp.domains.length
  const values = csp.domains.map((d) => Array.from({ length: 31 }, (_, v) => v).filter((v) => d & (1 << v)))
  const a = new Array<number>(n).fill(0)
  let count = 0
  const go = (x: number): void => {
    if (x === n) {
      if (violation(csp, a) === null) count++
      return
    }
    for (const v of values[x]) {
      a[x] = v
      go(x + 1)
    }
  }
  go(0)
  return count
}

/** A random graph on n vertices with about `p` of the pairs joined, as a map. */
function randomMap(n: number, p: number, seed: number) {
  const random = mulberry32(seed)
  const pairs: [number, number][] = []
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (random() < p) pairs.push([i, j])
  return makeMap(
    null,
    Array.from({ length: n }, (_, k) => `R${k + 1}`),
    pairs,
  )
}

describe('the map notation', () => {
  it('reads the built-in maps and round-trips maps of one’s own, order kept', () => {
    const australia = parseMap('Australia')
    expect(australia.regions).toEqual(['WA', 'NT', 'Q', 'NSW', 'V', 'SA', 'T'])
    expect(australia.edges.length).toBe(9)
    expect(formatMap(australia)).toBe('australia')
    const own = parseMapText('A: C; B: C')
    expect(own.regions).toEqual(['A', 'B', 'C'])
    expect(formatMapText(own)).toBe('A: C; B: C; C')
    for (const m of BUILT_IN) {
      const map = parseMap(m.id)
      expect(parseMapText(formatMapText(map))).toEqual({ ...map, id: null })
    }
  })

  it('reads aima-python’s format, new lines, commas and borders listed from both sides', () => {
    const aima = parseMapText('SA: WA NT Q NSW V; NT: WA Q; NSW: Q V; T: ')
    expect(aima.regions.sort()).toEqual(['NSW', 'NT', 'Q', 'SA', 'T', 'V', 'WA'])
    expect(aima.edges.length).toBe(9)
    const lines = parseMapText('A: B, C\nB: A C\n\nC')
    expect(lines.edges).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ])
    expect(parseMapText('Île-de-France: Grand_Est').regions).toEqual(['Île-de-France', 'Grand_Est'])
  })

  it('names what is wrong, and where', () => {
    expect(messageOf(() => parseMap(''))).toMatch(
      /^The map is empty: name a built-in map \(built-in: australia/,
    )
    expect(messageOf(() => parseMap('austria'))).toMatch(/^"austria" is not a built-in map \(built-in: /)
    expect(messageOf(() => parseMap('A: B: C'))).toBe(
      'Entry 1, "A: B: C", has 2 colons; write one region, a colon, then its neighbours.',
    )
    expect(messageOf(() => parseMap('A: B; : C'))).toBe('Entry 2, ": C", has no region before its colon.')
    expect(messageOf(() => parseMap('A B: C'))).toMatch(
      /^Entry 1, "A B: C": before the colon goes one region, not 2/,
    )
    expect(messageOf(() => parseMap('A: B; C D'))).toBe(
      'Entry 2, "C D", names 2 regions without a colon; write "C: D" if they are neighbours.',
    )
    expect(messageOf(() => parseMap('A: A'))).toBe('Entry 1: region "A" is listed as its own neighbour.')
    expect(messageOf(() => parseMap('A: <b>'))).toMatch(/^Entry 1: "<b>" is not a region name; use letters/)
    expect(messageOf(() => parseMap('A: \u001b[31m'))).toContain('"\\u001b[31m"')
    expect(messageOf(() => parseMap(`A: ${'x'.repeat(31)}`))).toMatch(/longer than 30 characters/)
    const many = Array.from({ length: 201 }, (_, k) => `R${k}`).join('; ')
    expect(messageOf(() => parseMap(`X: Y; ${many}`))).toMatch(/^The map has more than 200 regions/)
    expect(messageOf(() => parseMap('A: B;'.repeat(5000)))).toMatch(/characters long; at most 20,000/)
  })

  it('checks a colouring given as moves', () => {
    const map = parseMap('australia')
    const good = parseColouring('WA=red NT=green Q=red NSW=green V=red SA=blue T=3')
    expect(isSolution(map, good)).toBe(true)
    expect(puzzle.isSolution(map, good.slice(0, 6))).toBe(false)
    expect(() => colouringOf(map, parseColouring('WA=red SA=red'))).toThrow(
      'Move 2: SA cannot be red, its neighbour WA is.',
    )
    expect(() => colouringOf(map, parseColouring('XX=red'))).toThrow('Move 1: the map has no region "XX".')
    expect(messageOf(() => parseColouring('WA=mauve'))).toMatch(
      /^Move 1, "WA=mauve": the colour is one of red/,
    )
  })
})

describe('the built-in maps', () => {
  it('the USA: 48 states and 105 borders from Knuth’s file without DC; borders from both sides', () => {
    const usa = parseMap('usa')
    expect(usa.regions.length).toBe(48)
    expect(usa.edges.length).toBe(105)
    const degree = (s: string) => usa.neighbors[usa.regions.indexOf(s)].length
    expect(degree('MO')).toBe(8)
    expect(degree('TN')).toBe(8)
    expect(degree('ME')).toBe(1)
    expect(degree('NV')).toBe(5)
    // Four Corners: touching at a point is no border.
    const nm = usa.regions.indexOf('NM')
    expect(usa.neighbors[nm].map((j) => usa.regions[j])).not.toContain('UT')
    for (const m of BUILT_IN)
      for (const r of parseMap(m.id).regions) expect(m.layout[r], `${m.id} ${r}`).toBeDefined()
  })

  it('Nevada and its five neighbours make an odd wheel, so three colours cannot do', () => {
    const usa = parseMap('usa')
    const ring = ['OR', 'ID', 'UT', 'AZ', 'CA']
    const at = (s: string) => usa.regions.indexOf(s)
    for (let k = 0; k < 5; k++) expect(usa.neighbors[at(ring[k])]).toContain(at(ring[(k + 1) % 5]))
    expect(countSolutions(mapCsp(usa, 3)).count).toBe(0n)
  })
})

describe('counting by frontier dynamic programming', () => {
  it('agrees with brute force on Australia and on random maps', () => {
    for (let k = 1; k <= 4; k++) {
      const csp = mapCsp(parseMap('australia'), k)
      expect(countSolutions(csp).count).toBe(BigInt(bruteCount(csp)))
    }
    for (let seed = 1; seed <= 40; seed++) {
      const map = randomMap(4 + (seed % 5), 0.25 + (seed % 4) * 0.15, seed)
      const csp = mapCsp(map, 2 + (seed % 3))
      expect(countSolutions(csp).count, `seed ${seed}`).toBe(BigInt(bruteCount(csp)))
    }
  })

  it('agrees with brute force on random table CSPs, whose tables are not symmetric', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const csp = fromData(randomCsp({ n: 6, d: 3, edges: 8, tightness: 0.35, seed }))
      expect(countSolutions(csp).count, `seed ${seed}`).toBe(BigInt(bruteCount(csp)))
    }
  })

  it('gives the chromatic polynomial of cycles, paths and complete graphs', () => {
    const names = (n: number) => Array.from({ length: n }, (_, k) => `V${k}`)
    for (let n = 3; n <= 12; n++)
      for (let k = 2; k <= 5; k++) {
        const cycle = makeMap(
          null,
          names(n),
          Array.from({ length: n }, (_, i) => [i, (i + 1) % n]),
        )
        expect(countSolutions(mapCsp(cycle, k)).count).toBe(BigInt((k - 1) ** n + (-1) ** n * (k - 1)))
        const path = makeMap(
          null,
          names(n),
          Array.from({ length: n - 1 }, (_, i) => [i, i + 1]),
        )
        expect(countSolutions(mapCsp(path, k)).count).toBe(BigInt(k * (k - 1) ** (n - 1)))
      }
    for (let n = 1; n <= 7; n++) {
      const pairs: [number, number][] = []
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) pairs.push([i, j])
      let falling = 1
      for (let i = 0; i < n; i++) falling *= 6 - i
      expect(countSolutions(mapCsp(makeMap(null, names(n), pairs), 6)).count).toBe(
        BigInt(Math.max(falling, 0)),
      )
    }
  })

  it('agrees with backtracking’s count on N-queens and on maps backtracking can enumerate', () => {
    for (let n = 1; n <= 8; n++)
      expect(countSolutions(queensCsp(n)).count).toBe(BigInt(bitCount(n).solutions))
    for (const [name, k] of [
      ['australia', 4],
      ['australia-without-sa', 3],
    ] as const) {
      const csp = mapCsp(parseMap(name), k)
      expect(countSolutions(csp).count).toBe(BigInt(backtrack(csp, { cap: Infinity }).count))
    }
  })

  it('counts the USA’s 4-colourings with a narrow frontier, and every variable once', () => {
    const csp = mapCsp(parseMap('usa'), 4)
    const order = frontierOrder(csp)
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 48 }, (_, k) => k))
    const r = countSolutions(csp)
    expect(r.width).toBeLessThanOrEqual(8)
    // Four colours times the count of colourings with the first region's colour fixed, and so on.
    expect(r.count % 24n).toBe(0n)
    expect(r.count > 0n).toBe(true)
  })

  it('gives up past its state budget, and stops on its signal', async () => {
    expect(() => countSolutions(mapCsp(parseMap('usa'), 5), { maxStates: 100 })).toThrow(
      /^Gave up: counting needed more than 100 partial/,
    )
    const big = makeMap(
      null,
      Array.from({ length: 60 }, (_, k) => `R${k}`),
      Array.from({ length: 60 }, (_, i) => [i, (i * 7 + 3) % 60] as [number, number])
        .concat(Array.from({ length: 60 }, (_, i) => [i, (i * 11 + 5) % 60] as [number, number]))
        .filter(([a, b]) => a !== b),
    )
    await expectStopsOnSignal((signal) => countSolutions(mapCsp(big, 6), { signal, maxStates: 1e9 }))
  })
})

describe('the tree-structured CSP algorithm', () => {
  it('agrees with backtracking on seeded random tree CSPs: a solution exactly when there is one', () => {
    let solvable = 0
    for (let seed = 1; seed <= 300; seed++) {
      const csp = fromData(
        randomCsp({
          n: 3 + (seed % 10),
          d: 2 + (seed % 3),
          tree: true,
          tightness: 0.3 + (seed % 5) * 0.1,
          seed,
        }),
      )
      expect(treeShape(csp).tree).toBe(true)
      const tree = solveTree(csp)
      const bt = backtrack(csp, { cap: Infinity })
      expect(tree.solution !== null, `seed ${seed}`).toBe(bt.count > 0)
      if (tree.solution) {
        solvable++
        expect(violation(csp, tree.solution)).toBeNull()
        // And it is backtracking's first solution only by chance; its count is backtracking's too.
        expect(countSolutions(csp).count).toBe(BigInt(bt.count))
      }
    }
    expect(solvable).toBeGreaterThan(30)
    expect(solvable).toBeLessThan(290)
  })

  it('MAC never backs up on a tree, whatever the order: one node per variable and the root', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const n = 5 + (seed % 30)
      const csp = fromData(randomCsp({ n, d: 3, tree: true, tightness: 0.45, seed }))
      const r = backtrack(csp, { inference: 'mac' })
      if (r.count > 0) expect(r.nodes, `seed ${seed}`).toBe(n + 1)
      else expect(solveTree(csp).solution).toBeNull()
    }
  })

  it('the article’s table: the tree algorithm’s checks grow with the variables, MAC takes n + 1 nodes', () => {
    const rows = treeTable()
    for (const r of rows) {
      expect(r.treeChecks).toBeLessThan(6 * r.n)
      if (r.solvable === TREE_SEEDS) expect(r.searches.mac.medianNodes).toBe(r.n + 1)
    }
    expect(rows.at(-1)!.searches.none.gaveUp).toBeGreaterThan(0)
  })

  it('colours Australia without SA with two colours, and refuses a map with a cycle, naming it', () => {
    const csp = mapCsp(parseMap('australia-without-sa'), 2)
    const r = solveTree(csp)
    expect(violation(csp, r.solution!)).toBeNull()
    expect(r.revisions).toBe(4) // one per border, each revised once
    expect(solveTree(mapCsp(parseMap('australia-without-sa'), 1)).solution).toBeNull()
    expect(() => solveTree(mapCsp(parseMap('australia'), 3))).toThrow(
      'not a tree: NT – WA – SA – NT is a cycle',
    )
  })

  it('makes each parent arc-consistent from the leaves up before assigning from the root', () => {
    const steps: string[] = []
    solveTree(mapCsp(parseMap('australia-without-sa'), 2), {
      onStep: (s) => steps.push(s.kind === 'revise' ? `r${s.parent}<${s.child}` : `a${s.variable}`),
    })
    expect(steps).toEqual(['r3<4', 'r2<3', 'r1<2', 'r0<1', 'a0', 'a1', 'a2', 'a3', 'a4', 'a5'])
  })
})

describe('min-conflicts on any CSP', () => {
  it('returns only real solutions, and colours Australia from every seed', () => {
    const csp = mapCsp(parseMap('australia'), 3)
    for (let seed = 1; seed <= 50; seed++) {
      const r = minConflicts(csp, { seed })
      expect(r.solved).toBe(true)
      expect(violation(csp, r.assignment)).toBeNull()
      expect(r.trace.at(-1)).toBe(0)
    }
    const impossible = minConflicts(mapCsp(parseMap('australia'), 2), { seed: 1, maxSteps: 200 })
    expect(impossible.solved).toBe(false)
    expect(impossible.steps).toBe(200)
  })
})

describe('the step trace', () => {
  const cases: [string, CSP][] = [
    ['australia 3', mapCsp(parseMap('australia'), 3)],
    ['usa 4', mapCsp(parseMap('usa'), 4)],
    ['queens 6', queensCsp(6)],
    ['random', fromData(randomCsp({ n: 9, d: 3, edges: 14, tightness: 0.3, seed: 5 }))],
  ]
  it.each(cases)('%s: its explanation of every choice is what the solver did', (_, csp) => {
    for (const variable of VARIABLE_ORDERS)
      for (const value of VALUE_ORDERS)
        for (const inference of INFERENCES) {
          const t = traceSearch(csp, { variable, value, inference, limit: 300 })
          t.steps.forEach((s, k) => {
            const open = s.remaining.map((r, x) => [r, x]).filter(([r]) => r >= 0)
            if (variable === 'static') expect(s.variable).toBe(open[0][1])
            else {
              const least = Math.min(...open.map(([r]) => r))
              expect(s.remaining[s.variable]).toBe(least)
              if (variable === 'mrv-degree') {
                const tied = open.filter(([r]) => r === least).map(([, x]) => s.degree[x])
                expect(s.degree[s.variable]).toBe(Math.max(...tied))
              }
            }
            expect(s.tried).toContain(s.value)
            const prev = t.steps[k - 1]
            // The next value of the same variable at the same node follows the tried order.
            if (prev && prev.depth === s.depth && prev.variable === s.variable)
              expect(s.tried.indexOf(s.value)).toBeGreaterThan(prev.tried.indexOf(prev.value))
          })
          if (!t.truncated && t.solution) expect(t.steps.at(-1)!.assignment).toEqual(t.solution)
        }
  })
})

describe('the jobs', () => {
  it('solve, count, compare and trace on the maps', () => {
    const s = jobs.solve(
      { kind: 'solve', map: 'australia', colours: 3, variable: 'mrv', value: 'static', inference: 'forward' },
      ctx,
    )
    expect(violation(mapCsp(parseMap('australia'), 3), s.colouring!)).toBeNull()
    expect(jobs.count({ kind: 'count', map: 'australia', colours: 3 }, ctx).count).toBe('18')
    const rows = jobs.compare(
      { kind: 'compare', map: 'australia', colours: 3, maxNodes: 10_000, runs: 20 },
      ctx,
    ).rows
    expect(rows.filter((r) => r.method === 'backtracking').length).toBe(18)
    expect(rows.find((r) => r.method === 'tree')).toEqual({ method: 'tree', notTree: 'NT – WA – SA – NT' })
    expect(rows.find((r) => r.method === 'count')).toMatchObject({ count: '18' })
    const treeTrace = (map: string, colours: number) =>
      jobs.trace(
        {
          kind: 'trace',
          map,
          colours,
          method: 'tree',
          variable: 'static',
          value: 'static',
          inference: 'none',
          limit: 500,
        },
        ctx,
      )
    const tree = treeTrace('australia-without-sa', 2)
    expect(tree.method === 'tree' && tree.steps.length).toBe(4 + 6)
    expect(() => treeTrace('australia', 3)).toThrow(
      'The tree algorithm needs a map without cycles; this one has NT – WA – SA – NT',
    )
    expect(() => jobs.count({ kind: 'count', map: 'A: A', colours: 3 }, ctx)).toThrow(
      'listed as its own neighbour',
    )
    expect(() => jobs.count({ kind: 'count', map: 'australia', colours: 10 }, ctx)).toThrow('from 1 to 9')
  })

  it('the data form of a CSP round-trips: same solutions counted', () => {
    for (const csp of [mapCsp(parseMap('australia'), 3), queensCsp(6)]) {
      const back = fromData(toData(csp))
      expect(backtrack(back, { cap: Infinity }).count).toBe(backtrack(csp, { cap: Infinity }).count)
      expect(back.domains.map(bits)).toEqual(csp.domains.map(bits))
    }
  })
})
