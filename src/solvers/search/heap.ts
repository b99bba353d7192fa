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
