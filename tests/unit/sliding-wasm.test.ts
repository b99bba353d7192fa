// The fast IDA*'s pass on WebAssembly (src/solvers/sliding/ida-wasm.ts, compiled from
// assembly/ida-kernel.ts) against the same pass in JS: the same nodes, iterations, moves, budget
// stops, progress and Cancel; and the committed module is what its source compiles to.
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compileKernel, kernelModule } from '../../scripts/build-wasm.ts'
import { BudgetError, isAbortError } from '../../src/solvers/contract.ts'
import { mulberry32 } from '../../src/solvers/random.ts'
import {
  KORF_GOAL,
  buildPatternDb,
  fastSearch,
  idaStarPdb,
  manhattanTables,
  parseBoard,
  shuffle,
  type Board,
  type FastIdaOptions,
  type PatternDb,
} from '../../src/solvers/sliding/index.ts'
import { decodePdb } from '../../src/solvers/sliding/pdb-file.ts'

const KORF = readFileSync(new URL('../../src/data/sliding/korf100-instances.txt', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((l) => parseBoard(l))
const korfDb = decodePdb(
  new Uint8Array(
    gunzipSync(readFileSync(new URL('../../src/data/sliding/korf-663.pdb.gz', import.meta.url))),
  ),
)

/** The JS and the wasm pass on one board: everything they answer, side by side. */
function both(start: Board, goal: Board, db: PatternDb, options: FastIdaOptions = {}) {
  const run = (kernel: 'js' | 'wasm') => {
    const progress: number[] = []
    const r = idaStarPdb(start, goal, db, {
      ...options,
      kernel,
      onProgress: (p) => progress.push(p.explored),
    })
    return { ...r, progress }
  }
  return { js: run('js'), wasm: run('wasm') }
}

describe('the WebAssembly pass', () => {
  it('is the one that runs by default, and JS when asked', () => {
    expect(fastSearch(KORF_GOAL, korfDb).kernel).toBe('wasm')
    expect(fastSearch(KORF_GOAL, korfDb, { kernel: 'js' }).kernel).toBe('js')
  })

  it("expands the same nodes as the JS pass on Korf's instances, iteration by iteration, with the same moves and progress", () => {
    for (const k of [0, 4, 8, 12, 22]) {
      const { js, wasm } = both(KORF[k], KORF_GOAL, korfDb)
      expect(wasm, `instance ${k + 1}`).toEqual(js)
    }
    expect(both(KORF[0], KORF_GOAL, korfDb).js.expanded).toBeGreaterThan(16_384 * 3) // progress within passes
  })

  it('agrees without the reflection, with Manhattan tables, and on boards that are not square', () => {
    const rand = mulberry32(33)
    const goals = [
      parseBoard('1 2 3/4 5 6/7 8 0'),
      parseBoard('0 1 2/3 4 5/6 7 8'),
      parseBoard('1 2 3 4/5 6 7 8/9 10 11 0'),
      parseBoard('1 2 3/4 5 6/7 8 9/10 11 0'),
    ]
    for (const goal of goals) {
      const tables = [buildPatternDb(goal), manhattanTables(goal)]
      for (let i = 0; i < 12; i++) {
        const start = shuffle(goal, 60 + i * 7, rand)
        for (const db of tables)
          for (const reflect of [true, false]) {
            const { js, wasm } = both(start, goal, db, { reflect })
            expect(wasm).toEqual(js)
          }
      }
    }
  })

  it('stops at exactly the node budget, as the JS pass does', () => {
    for (const maxNodes of [1, 999, 16_384, 50_001]) {
      const errors = (['js', 'wasm'] as const).map((kernel) => {
        try {
          idaStarPdb(KORF[0], KORF_GOAL, korfDb, { kernel, budget: { maxNodes } })
          return null
        } catch (e) {
          return e
        }
      })
      expect(errors[0]).toBeInstanceOf(BudgetError)
      expect(errors[1]).toEqual(errors[0])
    }
  })

  it('stops when cancelled mid-pass, and the tables serve the next search', () => {
    const controller = new AbortController()
    const seen: number[] = []
    const stop = (p: { explored: number }) => {
      seen.push(p.explored)
      if (p.explored >= 16_384 * 2) controller.abort()
    }
    expect(() =>
      idaStarPdb(KORF[2], KORF_GOAL, korfDb, { signal: controller.signal, onProgress: stop }),
    ).toThrow(expect.objectContaining({ name: 'AbortError' }))
    // Stopped at the kernel's next call back: 16,384 nodes after the abort at most.
    expect(seen.at(-1)!).toBeLessThanOrEqual(16_384 * 3)
    const again = both(KORF[8], KORF_GOAL, korfDb)
    expect(again.wasm).toEqual(again.js)
    expect(isAbortError(new Error('x'))).toBe(false)
  })

  it('keeps two searches on the same tables apart (the split search has a root and a subtree search)', () => {
    const a = fastSearch(KORF_GOAL, korfDb)
    const b = fastSearch(KORF_GOAL, korfDb)
    const lone = (board: Board) => idaStarPdb(board, KORF_GOAL, korfDb, { kernel: 'js' })!
    const [ra, rb] = [lone(KORF[8]), lone(KORF[11])]
    a.load(KORF[8].tiles)
    b.load(KORF[11].tiles)
    let [ba, bb] = [a.h(), b.h()]
    let [doneA, doneB] = [false, false]
    while (!doneA || !doneB) {
      if (!doneA && !(doneA = a.iterate(ba, 0, -1))) ba = a.nextBound()
      if (!doneB && !(doneB = b.iterate(bb, 0, -1))) bb = b.nextBound()
    }
    expect([a.moves(0), a.expanded()]).toEqual([ra.moves, ra.expanded])
    expect([b.moves(0), b.expanded()]).toEqual([rb.moves, rb.expanded])
  })

  it('is committed as its source compiles (scripts/build-wasm.ts)', async () => {
    const source = 'src/solvers/sliding/assembly/ida-kernel.ts'
    const committed = readFileSync(
      new URL('../../src/solvers/sliding/ida-kernel-wasm.ts', import.meta.url),
      'utf8',
    )
    expect(committed).toBe(kernelModule(source, await compileKernel(source)))
  }, 60_000)
})
