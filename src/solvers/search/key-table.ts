/**
 * A table from states' keys (numbers ≥ 0, as `Problem.key` gives them) to node numbers (integers
 * ≥ 0): the closed table of breadth-first search and the cheapest node of each state in
 * uniform-cost search. These two make a lookup for every successor generated (21 and 26 million
 * over the race bench's 100 positions), and an engine Map or Set spent most of their time there.
 *
 * Open addressing with linear probing in two typed arrays (keys as doubles, so any key a number
 * holds exactly fits, e.g. the 15-puzzle's ranks below 2^45; −1 marks an empty slot), at most half
 * full: the arrays double when that would pass. Nothing is ever removed. A key's slot comes from
 * its bits hashed (Fibonacci hashing of its low and high 32 bits), so nearby keys spread out.
 */
const EMPTY = -1

export class KeyTable {
  #keys: Float64Array
  #values: Int32Array
  #shift: number // 32 − log2(slots): a hash's top bits name the slot
  #size = 0

  constructor(slots = 1 << 10) {
    let bits = 4
    while (1 << bits < slots) bits++
    this.#keys = new Float64Array(1 << bits).fill(EMPTY)
    this.#values = new Int32Array(1 << bits)
    this.#shift = 32 - bits
  }

  /** How many keys are in the table. */
  get size(): number {
    return this.#size
  }

  /** The value of `key`, or −1 when the key is not in the table. */
  get(key: number): number {
    const keys = this.#keys
    const mask = keys.length - 1
    for (let slot = this.#slot(key); ; slot = (slot + 1) & mask) {
      const k = keys[slot]
      if (k === key) return this.#values[slot]
      if (k === EMPTY) return -1
    }
  }

  /** Sets the value of `key` (a new key or a known one). */
  set(key: number, value: number): void {
    const slot = this.#find(key)
    if (this.#keys[slot] === EMPTY) return this.#insert(slot, key, value)
    this.#values[slot] = value
  }

  /** Adds `key` with value 0 if it is not in the table; true when it was not. */
  add(key: number): boolean {
    const slot = this.#find(key)
    if (this.#keys[slot] !== EMPTY) return false
    this.#insert(slot, key, 0)
    return true
  }

  /** The slot that holds `key`, or the empty slot where it would go. */
  #find(key: number): number {
    const keys = this.#keys
    const mask = keys.length - 1
    let slot = this.#slot(key)
    while (keys[slot] !== key && keys[slot] !== EMPTY) slot = (slot + 1) & mask
    return slot
  }

  #slot(key: number): number {
    const high = (key / 4294967296) | 0 // 0 below 2^32
    return Math.imul((key | 0) ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> this.#shift
  }

  #insert(slot: number, key: number, value: number): void {
    if (2 * (this.#size + 1) > this.#keys.length) {
      this.#grow()
      slot = this.#find(key)
    }
    this.#keys[slot] = key
    this.#values[slot] = value
    this.#size++
  }

  /** Twice the slots, every key placed again. */
  #grow(): void {
    const [keys, values] = [this.#keys, this.#values]
    this.#keys = new Float64Array(keys.length * 2).fill(EMPTY)
    this.#values = new Int32Array(keys.length * 2)
    this.#shift--
    for (let slot = 0; slot < keys.length; slot++) {
      if (keys[slot] === EMPTY) continue
      const to = this.#find(keys[slot])
      this.#keys[to] = keys[slot]
      this.#values[to] = values[slot]
    }
  }
}
