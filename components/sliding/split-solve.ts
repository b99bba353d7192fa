/**
 * The 15-puzzle's solve on several workers (issue 33): a runner for the sliding jobs that runs
 * `solve` as the one-worker job does while the search is short, then splits it. Worker 0 runs the
 * ordinary `solve` job with `handOffAt`: the tables (kept, downloaded or built) and IDA* until it
 * has expanded HAND_OFF_AT nodes, so easy instances pay nothing; it then stops between iterations
 * and answers with its bound and count. The page goes on with `idaStarSplitAsync`
 * (src/solvers/sliding/ida-split.ts): each iteration's subtrees are handed to the pool's workers as
 * a work queue (a worker gets the next subtree when it answers one), the results settled in
 * frontier order, so the moves and the count are the one-worker search's. Once the iteration is
 * settled by a solution, the subtrees still running are abandoned: each job's cancel token is
 * revoked, so the worker stops it within its cancel poll (~30 ms) and keeps its tables; nothing
 * is restarted. Every worker gets the tables with its first subtree (a copy each: the page is
 * not cross-origin isolated, so no shared memory) and keeps them for the next.
 *
 * The page never blocks: the coordinator runs on messages. Cancel ends every worker at once (as
 * Cancel ends the one worker), and a worker's error ends them all and says why. Other jobs, and
 * everything on a pool of one, go to worker 0 unchanged.
 */
import shippedMeta from '../../src/data/sliding/korf-663.meta.json' with { type: 'json' }
import {
  frontierDepth,
  idaStarSplitAsync,
  queuedIteration,
  splitFrontier,
  type SubtreeWorker,
} from '../../src/solvers/sliding/ida-split.ts'
import { korfFrame } from '../../src/solvers/sliding/frame.ts'
import type { SlidingJobs, SolveRequest, SolveResult } from '../../src/solvers/sliding/jobs.ts'
import { boardOf } from '../../src/solvers/sliding/model.ts'
import { type JobPool, SplitRunner, type WorkerPool } from '../kit/worker-pool.ts'
import type { JobOutcome, JobProgress } from '../kit/worker-runner.ts'

/**
 * Nodes searched on one worker before the split, as the CLI's (src/cli/split-ida.ts): about a
 * tenth of a second, what starting the other workers and copying them the tables costs; most of
 * Korf's 100 need less and never split.
 */
const HAND_OFF_AT = 250_000
/** The frontier has at least this many subtrees a worker, so that the uneven ones even out. */
const SUBTREES_PER_WORKER = 32
/**
 * The bytes of the 6-6-3 tables each worker holds (korf-663.meta.json): twice, as the file's
 * tables and as their copy in the memory of the search's WebAssembly pass (ida-wasm.ts).
 */
export const TABLE_BYTES = 2 * shippedMeta.bytes

export class SplitSolver extends SplitRunner<SlidingJobs> {
  readonly #handOffAt: number
  readonly #now: () => number

  constructor(pool: WorkerPool<SlidingJobs>, handOffAt = HAND_OFF_AT, now = () => performance.now()) {
    super(pool)
    this.#handOffAt = handOffAt
    this.#now = now
  }

  protected split(
    req: { kind: string },
    pool: JobPool<SlidingJobs>,
    onProgress?: (p: JobProgress) => void,
  ): Promise<JobOutcome<SolveResult>> | null {
    return req.kind === 'solve' ? this.#solve(req as SolveRequest, pool, onProgress) : null
  }

  /** The solve: on worker 0 until the hand-off, then on every worker. */
  async #solve(
    req: SolveRequest,
    pool: JobPool<SlidingJobs>,
    onProgress?: (p: JobProgress) => void,
  ): Promise<JobOutcome<SolveResult>> {
    const first = await pool.run(0, { ...req, handOffAt: this.#handOffAt }, onProgress)
    if (first.status !== 'done') return first
    pool.keep(0) // it has the tables now
    const r = first.result
    const tables = r.pdb ?? req.pdb ?? null
    if (!r.handOff || !pool.current()) return first
    const h = r.handOff
    // Without the page's copy of the tables only worker 0 (which has them) can search.
    const ids = tables ? Array.from({ length: pool.size }, (_, i) => i) : [0]
    const start = boardOf(h.start)
    const frontier = splitFrontier(start, frontierDepth(start, SUBTREES_PER_WORKER * ids.length))
    const began = this.#now()
    const note = (bound: number): string =>
      `searching for a ${bound}-move solution (none shorter exists) on ${ids.length} workers`
    let settled = h.expanded // the count up to the iteration in hand
    let bound = h.bound
    let searched = 0 // the subtrees answered in this iteration
    const running = new Array<number>(pool.size).fill(0) // each worker's subtree in hand, so far
    const report = (): void =>
      onProgress?.({
        explored: settled + searched + running.reduce((a, b) => a + b, 0),
        elapsedMs: first.elapsedMs + this.#now() - began,
        note: note(bound),
      })
    const workers: SubtreeWorker[] = ids.map((w) => ({
      search: async (index, iterationBound) => {
        const outcome = await pool.run(
          w,
          {
            kind: 'subtree',
            start: h.start,
            goal: h.goal,
            depth: frontier.depth,
            index,
            bound: iterationBound,
            pdb: pool.loaded(w) ? null : tables,
          },
          (p) => {
            running[w] = p.explored
            report()
          },
        )
        running[w] = 0
        if (outcome.status === 'error') throw new Error(outcome.message)
        if (outcome.status !== 'done') return null
        pool.keep(w)
        searched += outcome.result.expanded
        return outcome.result
      },
      abandon: () => pool.abandon(w),
    }))
    const result = await idaStarSplitAsync(frontier, h, queuedIteration(workers, frontier.count), {
      onProgress: (p) => {
        settled = p.explored
        searched = 0
        bound = p.depth ?? bound
        report()
      },
    })
    const splitMs = this.#now() - began
    const moves = korfFrame(boardOf(req.goal))?.movesBack(result.moves) ?? result.moves
    const { handOff: _, ...rest } = r
    return {
      status: 'done',
      elapsedMs: first.elapsedMs + splitMs,
      result: {
        ...rest,
        moves,
        expanded: result.expanded,
        searchMs: r.searchMs + splitMs,
        workers: ids.length,
      },
    }
  }
}
