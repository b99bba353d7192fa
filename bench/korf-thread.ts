/**
 * One thread of `sliding/korf100-reflect-all-cores` (sliding.bench.ts): the tables arrive in
 * shared memory, and on each "go" the thread takes Korf's instances one at a time from a shared
 * counter, solves each with the fast IDA* (reflection on), adds its nodes and moves to its slot of
 * `out`, and counts itself done. Control: [0] the next instance, [1] threads done (or ready).
 */
import { parentPort, workerData } from 'node:worker_threads'
import { idaStarPdb, parseBoard, type PatternDb } from '../src/solvers/sliding/index.ts'

const { db, instances, control, out, slot } = workerData as {
  db: PatternDb
  instances: string[]
  control: Int32Array
  out: Float64Array
  slot: number
}
const boards = instances.map(parseBoard)
const goal = parseBoard('0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15')

const done = (): void => {
  Atomics.add(control, 1, 1)
  Atomics.notify(control, 1)
}
parentPort!.on('message', () => {
  let nodes = 0
  let moves = 0
  for (let i = Atomics.add(control, 0, 1); i < boards.length; i = Atomics.add(control, 0, 1)) {
    const r = idaStarPdb(boards[i], goal, db, { reflect: true })!
    nodes += r.expanded
    moves += r.moves.length
  }
  out[2 * slot] = nodes
  out[2 * slot + 1] = moves
  done()
})
done() // ready
