// A work queue for a coordinator that must not block (a page, whose workers answer by messages):
// the page's splits of one search over several workers (issue 33) hand out their tasks with it,
// the 15-puzzle's subtrees (sliding/ida-split.ts's queuedIteration) and Connect Four's root
// columns (components/connect4/split-play.ts).

/** A worker of `workQueue`: runs task `i`, and gives up the task in hand (its run then resolves or not, unheeded). */
export type QueueWorker<R> = { run(i: number): Promise<R>; abandon(): void }

/**
 * Tasks 0 … count − 1 on `workers` as a work queue: each worker takes the next task when it has
 * answered one. Resolves with the results in task order once every task is answered, or as soon
 * as `enough(result)` says one result settles the whole (then no task is handed out, those still
 * running are abandoned, and the results not in are undefined). Rejects when a task fails (the
 * others abandoned).
 */
export function workQueue<R>(
  workers: readonly QueueWorker<R>[],
  count: number,
  enough: (result: R) => boolean = () => false,
): Promise<(R | undefined)[]> {
  return new Promise((resolve, reject) => {
    const results = new Array<R | undefined>(count)
    let next = 0 // the next task to hand out
    let running = 0
    let over = false
    const finish = (error?: unknown): void => {
      if (over) return
      over = true
      for (const w of workers) w.abandon()
      if (error === undefined) resolve(results)
      else reject(error)
    }
    const take = (worker: QueueWorker<R>): void => {
      if (over) return
      if (next >= count) {
        if (running === 0) finish()
        return
      }
      const i = next++
      running++
      worker.run(i).then(
        (result) => {
          running--
          if (over) return
          results[i] = result
          if (enough(result)) return finish()
          take(worker)
        },
        (error: unknown) => {
          running--
          finish(error)
        },
      )
    }
    if (count === 0) return resolve(results)
    for (const w of workers) take(w)
  })
}
