/**
 * A memo of one byte per board, for the fast searches.
 *
 * Vocabulary:
 *   ByteMemo  board → byte, 0 meaning "not seen yet". Up to DIRECT_HOLES holes (T7) it is a plain
 *             Uint8Array indexed by the board itself, 2^28 bytes for T7 (zeroed pages cost memory
 *             only once touched): no hashing at all. Beyond that (T8) it is an open-addressing
 *             hash table in typed arrays, keys in a
 *             Float64Array (boards reach 2^36), grown by doubling at half load. A JavaScript Map
 *             would do the same job but stops at 2^24 entries and costs far more memory per entry.
 */
import type { Board } from './board.ts'

export const DIRECT_HOLES = 28
const EMPTY = -1
const TWO_32 = 4294967296

/** Called before a table allocates `bytes` more (the search's budget may refuse: BudgetError). */
export type Reserve = (bytes: number) => void
const noReserve: Reserve = () => {}

export interface ByteMemo {
  get(board: Board): number
  set(board: Board, value: number): void
  readonly size: number
  /** Bytes held by the table's arrays (for the memory report). */
  readonly bytes: number
}

class DirectMemo implements ByteMemo {
  #table: Uint8Array
  size = 0
  constructor(holes: number, reserve: Reserve) {
    reserve(2 ** holes)
    this.#table = new Uint8Array(2 ** holes)
  }
  get(board: Board): number {
    return this.#table[board]
  }
  set(board: Board, value: number): void {
    if (this.#table[board] === 0) this.size++
    this.#table[board] = value
  }
  get bytes(): number {
    return this.#table.byteLength
  }
}

function hash(board: Board): number {
  const lo = board >>> 0
  const hi = (board - lo) / TWO_32
  let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b)
  h ^= h >>> 15
  h = Math.imul(h, 0xc2b2ae35)
  return h ^ (h >>> 13)
}

class HashMemo implements ByteMemo {
  #keys: Float64Array
  #values: Uint8Array
  #mask: number
  #reserve: Reserve
  size = 0
  constructor(reserve: Reserve, capacity = 1 << 16) {
    this.#reserve = reserve
    reserve(capacity * 9)
    this.#keys = new Float64Array(capacity).fill(EMPTY)
    this.#values = new Uint8Array(capacity)
    this.#mask = capacity - 1
  }
  #slot(board: Board): number {
    let i = hash(board) & this.#mask
    while (this.#keys[i] !== EMPTY && this.#keys[i] !== board) i = (i + 1) & this.#mask
    return i
  }
  get(board: Board): number {
    const i = this.#slot(board)
    return this.#keys[i] === board ? this.#values[i] : 0
  }
  set(board: Board, value: number): void {
    const i = this.#slot(board)
    if (this.#keys[i] !== board) {
      this.#keys[i] = board
      if (++this.size * 2 > this.#keys.length) {
        this.#values[i] = value
        return this.#grow()
      }
    }
    this.#values[i] = value
  }
  #grow(): void {
    const keys = this.#keys
    const values = this.#values
    this.#reserve(keys.length * 2 * 9)
    this.#keys = new Float64Array(keys.length * 2).fill(EMPTY)
    this.#values = new Uint8Array(keys.length * 2)
    this.#mask = keys.length * 2 - 1
    for (let k = 0; k < keys.length; k++) {
      if (keys[k] === EMPTY) continue
      const i = this.#slot(keys[k])
      this.#keys[i] = keys[k]
      this.#values[i] = values[k]
    }
  }
  get bytes(): number {
    return this.#keys.byteLength + this.#values.byteLength
  }
}

/** A fresh memo for boards of `holes` holes. */
export function byteMemo(holes: number, reserve: Reserve = noReserve): ByteMemo {
  return holes <= DIRECT_HOLES ? new DirectMemo(holes, reserve) : new HashMemo(reserve)
}

/**
 * Numbering of keys (non-negative integers below 2^53) in order of arrival: key → slot 0, 1, 2…
 * An open-addressing table in typed arrays; `keyOf(slot)` walks them back in arrival order.
 */
export class SlotTable {
  #keys: Float64Array
  #slots: Int32Array
  #order: Float64Array
  #mask: number
  #reserve: Reserve
  size = 0
  constructor(capacity = 1024, reserve: Reserve = noReserve) {
    let cap = 1024
    while (cap < capacity * 2) cap *= 2
    this.#reserve = reserve
    reserve(cap * 16)
    this.#keys = new Float64Array(cap).fill(EMPTY)
    this.#slots = new Int32Array(cap)
    this.#order = new Float64Array(cap >> 1)
    this.#mask = cap - 1
  }
  /** The slot of `key`, numbered next when new. */
  slot(key: number): number {
    let i = hash(key) & this.#mask
    for (;;) {
      const k = this.#keys[i]
      if (k === key) return this.#slots[i]
      if (k === EMPTY) break
      i = (i + 1) & this.#mask
    }
    const slot = this.size++
    this.#keys[i] = key
    this.#slots[i] = slot
    this.#order[slot] = key
    if (this.size * 2 >= this.#keys.length) this.#grow()
    return slot
  }
  keyOf(slot: number): number {
    return this.#order[slot]
  }
  /** Bytes held by the table's arrays. */
  get bytes(): number {
    return this.#keys.byteLength + this.#slots.byteLength + this.#order.byteLength
  }
  #grow(): void {
    const cap = this.#keys.length * 2
    this.#reserve(cap * 16)
    this.#keys = new Float64Array(cap).fill(EMPTY)
    this.#slots = new Int32Array(cap)
    const order = new Float64Array(cap >> 1)
    order.set(this.#order.subarray(0, this.size))
    this.#order = order
    this.#mask = cap - 1
    for (let s = 0; s < this.size; s++) {
      let i = hash(order[s]) & this.#mask
      while (this.#keys[i] !== EMPTY) i = (i + 1) & this.#mask
      this.#keys[i] = order[s]
      this.#slots[i] = s
    }
  }
}
