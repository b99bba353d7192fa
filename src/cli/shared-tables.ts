/**
 * Tables shared by the threads of one batch (src/solvers/tables.ts says what a table is). The
 * command's thread keeps a `TableBroker`; each batch thread gets a port to it and a flag, and
 * installs `brokeredTables` as its table source.
 *
 * A thread that needs tables asks for all of them at once and is told, one at a time, to build one
 * nobody has built or is building; once none is left to start it waits (the solver is synchronous,
 * so it blocks on the flag) until the others' are built, and gets them all. A table built here is
 * copied once into shared memory and handed out from there: every thread reads the same bytes,
 * and the batch holds one copy. A thread whose build throws says so, and the table is given to the
 * next thread that asks or waits.
 *
 * Every "want" and "built" a thread sends gets exactly one answer, posted on the port before the
 * flag is raised; the thread lowers the flag before it sends. "failed" gets none: the thread has
 * thrown and waits for nothing.
 */
import { MessageChannel, type MessagePort, receiveMessageOnPort } from 'node:worker_threads'
import type { TableSource } from '../solvers/tables.ts'

type Ask =
  | { type: 'want'; keys: string[] }
  | { type: 'built'; key: string; table: Uint8Array }
  | { type: 'failed'; key: string }
type Reply = { type: 'build'; key: string } | { type: 'ready'; tables: Uint8Array[] }

/** What a batch thread is given: its end of the channel and the flag its answers raise. */
export type TableLink = { port: MessagePort; flag: SharedArrayBuffer }

/** How long a waiting thread sleeps between looks at its port (the flag wakes it sooner). */
const WAIT_MS = 50

/** A thread: the keys it waits for (null: none), and whether it is building one (it is then sent nothing). */
type Client = { port: MessagePort; flag: Int32Array; keys: string[] | null; building: boolean }

export class TableBroker {
  readonly #tables = new Map<string, Uint8Array>()
  readonly #building = new Set<string>()
  readonly #clients: Client[] = []

  /** A link for one more thread (pass `port` in its transfer list). */
  link(): TableLink {
    const { port1, port2 } = new MessageChannel()
    const flag = new SharedArrayBuffer(4)
    const client: Client = { port: port1, flag: new Int32Array(flag), keys: null, building: false }
    this.#clients.push(client)
    port1.on('message', (ask: Ask) => this.#receive(client, ask))
    port1.unref() // a thread's port never keeps the command alive
    return { port: port2, flag }
  }

  /** Closes every port. */
  close(): void {
    for (const c of this.#clients) c.port.close()
    this.#clients.length = 0
  }

  #receive(client: Client, ask: Ask): void {
    client.building = false
    if (ask.type === 'want') client.keys = ask.keys
    else if (ask.type === 'built') {
      this.#tables.set(ask.key, ask.table)
      this.#building.delete(ask.key)
    } else {
      this.#building.delete(ask.key) // the next thread that asks or waits builds it
      client.keys = null // the thread threw: it waits for nothing now
    }
    for (const c of this.#clients) if (c.keys && !c.building) this.#serve(c)
  }

  /** Answers a waiting thread if there is something to say: a table to build, or all of them. */
  #serve(client: Client): void {
    const keys = client.keys!
    if (keys.every((k) => this.#tables.has(k))) {
      client.keys = null
      answer(client, { type: 'ready', tables: keys.map((k) => this.#tables.get(k)!) })
      return
    }
    const free = keys.find((k) => !this.#tables.has(k) && !this.#building.has(k))
    if (free === undefined) return // the rest are being built by other threads: wait for them
    this.#building.add(free)
    client.building = true
    answer(client, { type: 'build', key: free })
  }
}

function answer(client: Client, reply: Reply): void {
  client.port.postMessage(reply)
  Atomics.store(client.flag, 0, 1)
  Atomics.notify(client.flag, 0)
}

/** A batch thread's table source: tables come from the broker, or are built here when it says so. */
export function brokeredTables({ port, flag }: TableLink): TableSource {
  const raised = new Int32Array(flag)
  port.unref()
  const send = (ask: Ask): Reply => {
    Atomics.store(raised, 0, 0)
    port.postMessage(ask)
    for (;;) {
      const received = receiveMessageOnPort(port)
      if (received) return received.message as Reply
      Atomics.wait(raised, 0, 0, WAIT_MS)
    }
  }
  return (keys, build) => {
    let reply = send({ type: 'want', keys: [...keys] })
    while (reply.type === 'build') {
      const key = reply.key
      let table: Uint8Array
      try {
        table = inSharedMemory(build(keys.indexOf(key)))
      } catch (error) {
        port.postMessage({ type: 'failed', key } satisfies Ask)
        throw error
      }
      reply = send({ type: 'built', key, table })
    }
    return reply.tables
  }
}

/** `table`'s bytes in shared memory (posted, they are then shared rather than copied). */
export function inSharedMemory(table: Uint8Array): Uint8Array {
  if (table.buffer instanceof SharedArrayBuffer) return table
  const shared = new Uint8Array(new SharedArrayBuffer(table.length))
  shared.set(table)
  return shared
}
