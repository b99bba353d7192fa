/**
 * A binary min-heap with deterministic ties: entries come out by priority, then by the larger
 * second key (A* uses g: among equal f, the deeper node first), then in the order they went in.
 * So the same problem always gives the same counts, whatever the engine.
 */
export class MinHeap<T> {
  #items: T[] = []
  #prio: number[] = []
  #tie: number[] = []
  #seq: number[] = []
  #next = 0

  get size(): number {
    return this.#items.length
  }

  push(item: T, priority: number, tie = 0): void {
    this.#items.push(item)
    this.#prio.push(priority)
    this.#tie.push(tie)
    this.#seq.push(this.#next++)
    let i = this.size - 1
    while (i > 0) {
      const up = (i - 1) >> 1
      if (!this.#before(i, up)) break
      this.#swap(i, up)
      i = up
    }
  }

  pop(): T {
    const top = this.#items[0]
    const last = this.size - 1
    this.#swap(0, last)
    this.#items.pop()
    this.#prio.pop()
    this.#tie.pop()
    this.#seq.pop()
    for (let i = 0; ; ) {
      const l = 2 * i + 1
      let m = i
      if (l < this.size && this.#before(l, m)) m = l
      if (l + 1 < this.size && this.#before(l + 1, m)) m = l + 1
      if (m === i) break
      this.#swap(i, m)
      i = m
    }
    return top
  }

  /** The first `limit` entries in the order pop() would return them (a sorted copy: for display only). */
  peek(limit: number): T[] {
    const order = this.#items.map((_, i) => i).sort((a, b) => (this.#before(a, b) ? -1 : 1))
    return order.slice(0, limit).map((i) => this.#items[i])
  }

  #before(a: number, b: number): boolean {
    if (this.#prio[a] !== this.#prio[b]) return this.#prio[a] < this.#prio[b]
    if (this.#tie[a] !== this.#tie[b]) return this.#tie[a] > this.#tie[b]
    return this.#seq[a] < this.#seq[b]
  }

  #swap(a: number, b: number): void {
    const item = this.#items[a]
    this.#items[a] = this.#items[b]
    this.#items[b] = item
    const prio = this.#prio[a]
    this.#prio[a] = this.#prio[b]
    this.#prio[b] = prio
    const tie = this.#tie[a]
    this.#tie[a] = this.#tie[b]
    this.#tie[b] = tie
    const seq = this.#seq[a]
    this.#seq[a] = this.#seq[b]
    this.#seq[b] = seq
  }
}

/**
 * The open list of uniform-cost search: entries (small integers: the search's node numbers) come
 * out by their priority g, and among equal g in the order they went in, exactly as MinHeap orders
 * them with no second key. Priorities never go below the last one taken out (g only grows along a
 * path, and uniform-cost search takes the cheapest first), which is what lets it use buckets.
 *
 * In order: while each entry pushed is the next number and no cheaper than the one before (every
 * move costs the same: the 8-puzzle), the entries already stand in the order they come out, so the
 * queue is only a range of numbers, first to last; it remembers where g steps up.
 *
 * Integer costs (Dial 1969): a ring of buckets, one per value of g from the current minimum up to
 * the minimum plus the largest move cost seen; a bucket is a FIFO list read from a moving head.
 * Taking out the cheapest entry is reading the next one of the current bucket, putting one in is
 * one push: no comparisons, no sifting. The ring doubles when a costlier move turns up.
 *
 * Any other priority (a fraction, as √2 on an 8-connected grid, or a cost above MAX_BUCKET_COST,
 * where the ring would be mostly empty): every entry moves, in order, into a binary heap (MinHeap)
 * and the queue stays a heap from then on. Whatever the form, the order taken out is the same.
 */
export const MAX_BUCKET_COST = 1 << 12

// #region bucket-queue

export class CostQueue {
  /** In order: the entries first…next − 1 are waiting; `#steps` lists [entry, g] where g steps up. */
  #inOrder = true
  #first = 0
  #next = 0
  #steps: number[] = []
  #buckets: number[][] = [[], []]
  #heads: number[] = [0, 0]
  #mask = 1
  /** The g of the current bucket (nothing in the queue is cheaper), and that bucket's place in the ring. */
  #floor = 0
  #slot = 0
  #size = 0
  #heap: MinHeap<number> | null = null

  get size(): number {
    return this.#inOrder ? this.#next - this.#first : this.#heap ? this.#heap.size : this.#size
  }

  /** Puts `entry` in with priority `g` (never below the last priority taken out). */
  push(entry: number, g: number): void {
    if (this.#inOrder) {
      const steps = this.#steps
      const empty = this.#next === this.#first
      if (empty || (entry === this.#next && g >= steps[steps.length - 1])) {
        if (empty) [this.#first, this.#next, steps.length] = [entry, entry, 0]
        if (steps.length === 0 || g > steps[steps.length - 1]) steps.push(entry, g)
        this.#next++
        return
      }
      this.#leaveOrder()
    }
    if (this.#heap) return this.#heap.push(entry, g)
    const ahead = g - this.#floor
    if (!(Number.isInteger(g) && ahead >= 0 && ahead <= MAX_BUCKET_COST)) {
      this.#toHeap()
      return this.#heap!.push(entry, g)
    }
    if (ahead > this.#mask) this.#grow(ahead)
    this.#buckets[(this.#slot + ahead) & this.#mask].push(entry)
    this.#size++
  }

  /** Takes out the entry with the smallest g (the oldest among equals); the queue must not be empty. */
  pop(): number {
    if (this.#inOrder) return this.#first++
    if (this.#heap) return this.#heap.pop()
    for (;;) {
      const b = this.#slot
      const bucket = this.#buckets[b]
      if (this.#heads[b] < bucket.length) {
        this.#size--
        return bucket[this.#heads[b]++]
      }
      bucket.length = 0 // emptied: the bucket serves g + ring size next
      this.#heads[b] = 0
      this.#floor++
      this.#slot = (b + 1) & this.#mask
    }
  }

  // #endregion bucket-queue

  /** Every entry, in the order pop() would take them out (a copy: for display only). */
  entries(): number[] {
    if (this.#inOrder) return Array.from({ length: this.#next - this.#first }, (_, k) => this.#first + k)
    return this.#heap ? this.#heap.peek(Infinity) : this.#bucketed().map((e) => e.entry)
  }

  /** An entry out of order: the waiting run goes into the buckets (from its cheapest g), or the heap. */
  #leaveOrder(): void {
    this.#inOrder = false
    const steps = this.#steps
    const waiting: { entry: number; g: number }[] = []
    for (let e = this.#first, s = 0; e < this.#next; e++) {
      while (s + 2 < steps.length && steps[s + 2] <= e) s += 2
      waiting.push({ entry: e, g: steps[s + 1] })
    }
    this.#steps = []
    if (waiting.length === 0) return
    if (!Number.isInteger(waiting[0].g)) {
      this.#heap = new MinHeap<number>()
      for (const { entry, g } of waiting) this.#heap.push(entry, g)
      return
    }
    this.#floor = waiting[0].g
    for (const { entry, g } of waiting) this.push(entry, g)
  }

  /** The ring's entries with their priorities, in order. */
  #bucketed(): { entry: number; g: number }[] {
    const out: { entry: number; g: number }[] = []
    for (let k = 0; k <= this.#mask; k++) {
      const b = (this.#slot + k) & this.#mask
      for (let i = this.#heads[b]; i < this.#buckets[b].length; i++)
        out.push({ entry: this.#buckets[b][i], g: this.#floor + k })
    }
    return out
  }

  /** A ring with room for priorities up to `ahead` past the floor, the buckets kept in order. */
  #grow(ahead: number): void {
    let size = this.#mask + 1
    while (size <= ahead) size *= 2
    const buckets: number[][] = Array.from({ length: size }, () => [])
    for (const { entry, g } of this.#bucketed()) buckets[g - this.#floor].push(entry)
    this.#buckets = buckets
    this.#heads = new Array<number>(size).fill(0)
    this.#mask = size - 1
    this.#slot = 0
  }

  #toHeap(): void {
    const heap = new MinHeap<number>()
    for (const { entry, g } of this.#bucketed()) heap.push(entry, g)
    this.#heap = heap
    this.#buckets = []
    this.#heads = []
    this.#size = 0
  }
}
