/**
 * One thread of a census on several threads (census-threads.ts): it says it is ready, then for
 * each depth the command's thread announces, takes chunks of the shared table until none is left,
 * scanning each with the atomic scanner, and leaves its count and first positions in its slot.
 */
import { workerData } from 'node:worker_threads'
import { censusScanner } from '../solvers/sliding/big-bfs.ts'
import { DONE, END, FAILED, GEN, NEXT, type CensusThreadData } from './census-threads.ts'

const { goal, table, control, results, failure, slot, keep, chunkWords } = (workerData as CensusThreadData)
  .census
const scanner = censusScanner(goal, table, true)
const stride = keep + 2
const chunks = Math.ceil(table.length / chunkWords)
const noTick = (): void => {}

const done = (): void => {
  Atomics.add(control, DONE, 1)
  Atomics.notify(control, DONE)
}

done() // ready
for (let seen = 0; ; ) {
  Atomics.wait(control, GEN, seen)
  const gen = Atomics.load(control, GEN)
  if (gen === END) break
  if (gen === seen) continue
  seen = gen
  try {
    const first: number[] = []
    let found = 0
    for (let c = Atomics.add(control, NEXT, 1); c < chunks; c = Atomics.add(control, NEXT, 1)) {
      const from = c * chunkWords
      found += scanner.scan(
        gen - 1,
        from,
        Math.min(table.length, from + chunkWords),
        first,
        keep,
        Infinity,
        noTick,
      )
    }
    results[slot * stride] = found
    results[slot * stride + 1] = first.length
    results.set(first, slot * stride + 2)
  } catch (error) {
    const text = new TextEncoder().encode(String((error as Error)?.stack ?? error).slice(0, 400))
    failure.set(text.subarray(0, failure.length))
    Atomics.store(control, FAILED, 1)
  }
  done()
}
