/**
 * A table from states' keys (numbers ≥ 0, as `Problem.key` gives them) to node numbers (integers
 * ≥ 0): the closed table of breadth-first search and the cheapest node of each state in
 * uniform-cost search. These two make a lookup for every successor generated (21 and 26 million
 * over the race bench's 100 positions), and an engine Set or Map spent most of their time there.
 *
 * Open addressing with linear probing in one typed array, each slot a key and its value side by
 * side (one memory read finds both), at most half full: it doubles when that would pass. Nothing
 * is ever removed. A key's slot comes from its bits hashed (Fibonacci hashing), so nearby keys
 * spread out. That holds keys below 2^31 − 1 (every lab board's, every grid's and graph's); the
 * first key that is not one (the 15-puzzle's ranks reach 2^45) moves the whole table into an
 * engine Map, which holds any number.
 */
const EMPTY = -1
const SMALL = 0x7fffffff // keys below this fit a slot

export class KeyTable {
  #slots: Int32Array // slot s: its key at 2s (EMPTY when free), its value at 2s + 1
  #shift: number // 32 − log2(slots): a hash's top bits name the slot
  #size = 0
  #wide: Map<number, number> | null = null

  constructor(slots = 1 << 10) {
    let bits = 4
    while (1 << bits < slots) bits++
    this.#slots = new Int32Array(2 << bits).fill(EMPTY)
    this.#shift = 32 - bits
  }

  /** How many keys are in the table. */
  get size(): number {
    return this.#wide ? this.#wide.size : this.#size
  }

  /** The value of `key`, or −1 when the key is not in the table. */
  get(key: number): number {
    if (this.#wide || !isSmall(key)) return this.#wide?.get(key) ?? -1
    const at = this.#find(key)
    return this.#slots[at] === EMPTY ? -1 : this.#slots[at + 1]
  }

  /** Sets the value of `key` (a new key or a known one). */
  set(key: number, value: number): void {
    if (this.#wide || !isSmall(key)) {
      this.#widen().set(key, value)
      return
    }
    const at = this.#find(key)
    if (this.#slots[at] === EMPTY) this.#insert(at, key, value)
    else this.#slots[at + 1] = value
  }

  /** Adds `key` with value 0 if it is not in the table; true when it was not. */
  add(key: number): boolean {
    if (this.#wide || !isSmall(key)) {
      const wide = this.#widen()
      if (wide.has(key)) return false
      wide.set(key, 0)
      return true
    }
    const at = this.#find(key)
    if (this.#slots[at] !== EMPTY) return false
    this.#insert(at, key, 0)
    return true
  }

  /**
   * The value of `key` when it is in the table (−1 when not, and then `key` is added with `value`):
   * one look for what `get` then `set` would look up twice.
   */
  claim(key: number, value: number): number {
    if (this.#wide || !isSmall(key)) {
      const known = this.get(key)
      if (known < 0) this.set(key, value)
      return known
    }
    const at = this.#find(key)
    if (this.#slots[at] !== EMPTY) return this.#slots[at + 1]
    this.#insert(at, key, value)
    return -1
  }

  /** Where `key`'s slot starts in `#slots`, or where the empty slot it would take does. */
  #find(key: number): number {
    const slots = this.#slots
    const mask = slots.length - 1
    let at = (Math.imul(key, 0x9e3779b1) >>> this.#shift) << 1
    while (slots[at] !== key && slots[at] !== EMPTY) at = (at + 2) & mask
    return at
  }

  #insert(at: number, key: number, value: number): void {
    if (4 * (this.#size + 1) > this.#slots.length) {
      this.#grow()
      at = this.#find(key)
    }
    this.#slots[at] = key
    this.#slots[at + 1] = value
    this.#size++
  }

  /**
   * Four times the slots while the table is small, twice after, every key placed again (a search
   * that fills the table passes every size on the way: placing keys again was a sixth of a 3×3
   * breadth-first search when the table only doubled).
   */
  #grow(): void {
    const old = this.#slots
    const times = old.length < 1 << 20 ? 4 : 2
    const slots = new Int32Array(old.length * times).fill(EMPTY)
    const mask = slots.length - 1
    const shift = (this.#shift -= times === 4 ? 2 : 1)
    for (let from = 0; from < old.length; from += 2) {
      const key = old[from]
      if (key === EMPTY) continue
      let at = (Math.imul(key, 0x9e3779b1) >>> shift) << 1 // as #find, for a key not yet in the table
      while (slots[at] !== EMPTY) at = (at + 2) & mask
      slots[at] = key
      slots[at + 1] = old[from + 1]
    }
    this.#slots = slots
  }

  /** The table as an engine Map, from now on. */
  #widen(): Map<number, number> {
    if (this.#wide) return this.#wide
    const wide = new Map<number, number>()
    const slots = this.#slots
    for (let at = 0; at < slots.length; at += 2) if (slots[at] !== EMPTY) wide.set(slots[at], slots[at + 1])
    this.#wide = wide
    this.#slots = new Int32Array(0)
    return wide
  }
}

const isSmall = (key: number): boolean => (key | 0) === key && key >= 0 && key < SMALL
