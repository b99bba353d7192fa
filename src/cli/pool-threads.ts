/**
 * What the CLI's pools of search threads share (split-ida.ts, split-connect4.ts): the control
 * words every pool has at the same places, the wait for a count, and a thread's loop. The
 * command's thread bumps GEN to hand out a round of tasks; each thread takes tasks from NEXT,
 * stores each one's status, counts it in DONE, and counts itself in IDLE when none is left.
 */

export const GEN = 0
export const NEXT = 1
export const DONE = 2
export const IDLE = 4
export const READY = 5
export const STOP = 6

/** Blocks until control[word] reaches `count`; throws after `ms` (threads that never start). */
export function waitFor(c: Int32Array, word: number, count: number, ms = Infinity): void {
  const deadline = Date.now() + ms
  for (let v = Atomics.load(c, word); v < count; v = Atomics.load(c, word)) {
    if (Date.now() > deadline) throw new Error('The search threads did not start in time.')
    Atomics.wait(c, word, v, 1000)
  }
}

/**
 * A thread of a pool: says it is ready, then for each round until STOP: `begin()` reads the
 * round and answers how many tasks it has, `one(task)` searches a task and answers its status.
 */
export function serveRounds(
  c: Int32Array,
  status: Int32Array,
  begin: () => number,
  one: (task: number) => number,
): void {
  Atomics.add(c, READY, 1)
  Atomics.notify(c, READY)
  for (let gen = 0; ; ) {
    Atomics.wait(c, GEN, gen)
    gen = Atomics.load(c, GEN)
    if (Atomics.load(c, STOP)) return
    const count = begin()
    for (let task = Atomics.add(c, NEXT, 1); task < count; task = Atomics.add(c, NEXT, 1)) {
      Atomics.store(status, task, one(task))
      Atomics.add(c, DONE, 1)
      Atomics.notify(c, DONE)
    }
    Atomics.add(c, IDLE, 1)
    Atomics.notify(c, IDLE)
  }
}
