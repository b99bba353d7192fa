/**
 * Connect Four's exact solve on several workers (issue 33), the page's form of
 * `connect4 solve --threads N` (src/solvers/connect4/split.ts): a runner for the Connect Four
 * jobs that runs the widget's `play` job as one worker does while the perfect solver's search is
 * short, then splits it at the root. Worker 0 runs the `probe` job: `play` as it is, except that
 * the perfect solver stops after HAND_OFF_AT nodes; most positions end within them (or run out of
 * time there, and iterative deepening answers), with one worker's answer. Past them, each root
 * column's child is a `column` job, handed to the pool's workers as a work queue (centre first,
 * a worker takes the next column when it has answered one). The scores are exact, so every
 * column's score and the best columns are one worker's; the count is the split's work (the
 * probe's nodes and every column's), not one worker's.
 *
 * Each worker solves on its own table (40 MB at any size: the page is not cross-origin isolated,
 * so no shared memory), kept as the worker's last job left it, as the one worker's is: a table
 * holds true bounds whatever filled it. Worker 0 takes the centre column first, on the probe's
 * table, so the probe's work (mostly on the centre column) is not lost; the probe's table is not
 * sent to the others (40 MB a copy), which start from theirs.
 *
 * The time limit is the widget's: the perfect solver gets half of it, the probe and the columns
 * together. When it runs out before every column is in, the columns still running are abandoned
 * and worker 0 answers by iterative deepening in the time left, as one worker does (the play
 * job with `exactTried`). Cancel ends every worker; other jobs (the reader's depth-limited
 * search, the analysis) and everything on a pool of one go to worker 0 unchanged.
 */
import { formatPosition, parsePosition } from '../../src/solvers/connect4/board.ts'
import type { Connect4Jobs } from '../../src/solvers/connect4/jobs.ts'
import { exactAnswer, type PlayAnswer } from '../../src/solvers/connect4/answer.ts'
import { PROBE_NODES, rootColumns } from '../../src/solvers/connect4/split.ts'
import { summarise } from '../../src/solvers/connect4/solver.ts'
import type { RequestOf } from '../../src/solvers/contract.ts'
import { workQueue } from '../../src/solvers/work-queue.ts'
import { type JobPool, SplitRunner, type WorkerPool } from '../kit/worker-pool.ts'
import type { JobOutcome, JobProgress } from '../kit/worker-runner.ts'

/**
 * The bytes of a worker's transposition table: a prime just below 2^23 slots of 5 bytes (the
 * key's low word and the bound), at every board size (solver.ts's default).
 */
export const TABLE_BYTES = 5 * 2 ** 23

type PlayRequest = RequestOf<Connect4Jobs, 'play'>
type PlayResult = PlayAnswer & { position: string }
type ColumnResult = { score: number | null; nodes: number }

export class SplitPlay extends SplitRunner<Connect4Jobs> {
  readonly #handOffAt: number
  readonly #now: () => number

  /** `handOffAt`: the nodes the probe searches on worker 0 (the CLI's probe, about 0.3 s). */
  constructor(pool: WorkerPool<Connect4Jobs>, handOffAt = PROBE_NODES, now = () => performance.now()) {
    super(pool)
    this.#handOffAt = handOffAt
    this.#now = now
  }

  protected split(
    req: { kind: string },
    pool: JobPool<Connect4Jobs>,
    onProgress?: (p: JobProgress) => void,
  ): Promise<JobOutcome<PlayResult>> | null {
    const play = req as PlayRequest
    // Only the perfect solver's search splits: not the reader's depth-limited one.
    if (req.kind !== 'play' || play.depth !== undefined || play.exactTried) return null
    return this.#play(play, pool, onProgress)
  }

  async #play(
    req: PlayRequest,
    pool: JobPool<Connect4Jobs>,
    onProgress?: (p: JobProgress) => void,
  ): Promise<JobOutcome<PlayResult>> {
    const exactMs = req.timeLimitMs / 2
    const first = await pool.run(
      0,
      { kind: 'probe', position: req.position, timeLimitMs: req.timeLimitMs, handOffAt: this.#handOffAt },
      onProgress,
    )
    if (first.status !== 'done') return first
    if (first.result.answer)
      return { status: 'done', result: first.result.answer, elapsedMs: first.elapsedMs }
    if (!pool.current()) return { status: 'cancelled' }
    const p = parsePosition(req.position)
    const { columns, tasks } = rootColumns(p)
    const workers = Math.min(pool.size, tasks.length)
    const began = this.#now()
    const elapsed = (): number => first.elapsedMs + this.#now() - began
    let nodes = first.result.nodes // the probe's and the columns' answered
    const running = new Array<number>(workers).fill(0) // each worker's column in hand, so far
    const report = (): void =>
      onProgress?.({
        explored: nodes + running.reduce((a, b) => a + b, 0),
        elapsedMs: elapsed(),
        note: `solving ${tasks.length} columns on ${workers} workers`,
      })
    const queue = Array.from({ length: workers }, (_, w) => ({
      run: async (i: number): Promise<ColumnResult | null> => {
        const outcome = await pool.run(
          w,
          {
            kind: 'column',
            position: formatPosition(tasks[i].child),
            timeLimitMs: Math.max(0, exactMs - elapsed()),
          },
          (q) => {
            running[w] = q.explored
            report()
          },
        )
        const searched = running[w]
        running[w] = 0
        if (outcome.status === 'error') throw new Error(outcome.message)
        if (outcome.status !== 'done') {
          nodes += searched // abandoned (out of time elsewhere), or every worker ended
          return null
        }
        nodes += outcome.result.nodes
        report()
        return outcome.result
      },
      abandon: () => pool.abandon(w),
    }))
    // A column out of time (or stopped) settles it: the exact answer cannot come in time.
    const results = await workQueue(queue, tasks.length, (r) => r === null || r.score === null)
    if (!pool.current()) return { status: 'cancelled' }
    const scores = results.map((r) => r?.score)
    if (scores.every((s): s is number => typeof s === 'number')) {
      tasks.forEach(({ column }, i) => {
        columns[column] = 0 - scores[i] // never −0
      })
      const answer: PlayResult = {
        ...exactAnswer(summarise(columns, nodes), p.width, exactMs),
        ...(workers > 1 ? { workers } : {}),
        position: req.position,
      }
      return { status: 'done', result: answer, elapsedMs: elapsed() }
    }
    // Out of time: iterative deepening on worker 0 in the time left, as on one worker.
    const spent = elapsed()
    const rest = await pool.run(
      0,
      { ...req, timeLimitMs: Math.max(0, req.timeLimitMs - spent), exactTried: { exactMs, nodes } },
      onProgress && ((q) => onProgress({ ...q, elapsedMs: spent + q.elapsedMs })),
    )
    return rest.status === 'done' ? { ...rest, elapsedMs: spent + rest.elapsedMs } : rest
  }
}
