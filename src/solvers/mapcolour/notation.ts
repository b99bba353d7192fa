/**
 * Map colouring's notation: a map is a built-in one's name (`australia`, `usa`, …) or the text of
 * one's own, the regions and who borders whom:
 *
 *   WA: NT SA; NT: Q SA; Q: NSW SA; NSW: V SA; V: SA; SA; T
 *
 * Entries are separated by `;` or new lines. `R: A B C` says region R borders A, B and C (spaces
 * or commas between them); a border is listed once, from either side. A region alone (`T`) has
 * no border, or has them listed elsewhere. The regions' order, which is the order a static search
 * assigns them, is the order of the entries, then the regions named only as neighbours. This is
 * the format of aima-python's `MapColoringCSP` ("SA: WA NT Q NSW V; NT: WA Q; NSW: Q V; T: ").
 *
 * Vocabulary:
 *   ColourMap   { id, regions, edges, neighbors }: `id` is the built-in map's name, or null.
 *   edges       pairs [i, j] with i < j, sorted, each once.
 *   colouring   a colour (0..K−1) per region; colours have names (COLOUR_NAMES) for people.
 */
import { NotationError } from '../contract.ts'

export type ColourMap = {
  id: string | null
  regions: string[]
  edges: [number, number][]
  neighbors: number[][]
}

/** The most regions a map may have (the page draws each; the CLI's counts stay feasible). */
export const MAX_REGIONS = 200
/** The longest map text read. */
export const MAX_MAP_CHARS = 20_000
export const MAX_NAME = 30
/** The fewest and most colours. */
export const MIN_COLOURS = 1
export const MAX_COLOURS = 9

export const COLOUR_NAMES = [
  'red',
  'green',
  'blue',
  'yellow',
  'purple',
  'orange',
  'pink',
  'brown',
  'grey',
] as const

const NAME = /^[\p{L}\p{N}][\p{L}\p{N}_.'’-]*$/u

/** The reader's text in quotes for a message (control characters escaped, cut short). */
export function quote(text: string, max = 30): string {
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text)
}

/** A map from its regions and edges (any order, duplicates dropped). */
export function makeMap(id: string | null, regions: string[], pairs: readonly [number, number][]): ColourMap {
  const seen = new Set<number>()
  const edges: [number, number][] = []
  for (const [a, b] of pairs) {
    const i = Math.min(a, b),
      j = Math.max(a, b)
    if (seen.has(i * regions.length + j)) continue
    seen.add(i * regions.length + j)
    edges.push([i, j])
  }
  edges.sort((p, q) => p[0] - q[0] || p[1] - q[1])
  const neighbors = regions.map((): number[] => [])
  for (const [i, j] of edges) {
    neighbors[i].push(j)
    neighbors[j].push(i)
  }
  for (const list of neighbors) list.sort((a, b) => a - b)
  return { id, regions, edges, neighbors }
}

/** Reads a map of one's own; throws NotationError naming the entry and what is wrong with it. */
export function parseMapText(text: string, builtIn: readonly string[] = []): ColourMap {
  if (text.length > MAX_MAP_CHARS)
    throw new NotationError(
      `The map's text is ${text.length.toLocaleString('en-US')} characters long; at most ${MAX_MAP_CHARS.toLocaleString('en-US')} are read.`,
    )
  const entries = text
    .split(/[;\n\r]/)
    .map((e) => e.trim())
    .filter((e) => e !== '')
  const known = builtIn.length ? ` (built-in: ${builtIn.join(', ')})` : ''
  if (entries.length === 0)
    throw new NotationError(
      `The map is empty: name a built-in map${known} or list regions and their neighbours, like "WA: NT SA; NT: Q SA; T".`,
    )
  if (!text.includes(':') && entries.length === 1 && !/[\s,]/.test(entries[0]))
    throw new NotationError(
      `${quote(entries[0])} is not a built-in map${known}. A map of your own lists regions and their neighbours: "A: B C; B: C".`,
    )
  const index = new Map<string, number>()
  const heads: string[] = []
  const later: string[] = []
  const pairs: [string, string][] = []
  const checkName = (name: string, k: number): void => {
    if (name.length > MAX_NAME)
      throw new NotationError(
        `Entry ${k}: the region name ${quote(name)} is longer than ${MAX_NAME} characters.`,
      )
    if (!NAME.test(name))
      throw new NotationError(
        `Entry ${k}: ${quote(name)} is not a region name; use letters, digits and _ . ' - (starting with a letter or digit).`,
      )
  }
  entries.forEach((entry, i) => {
    const k = i + 1
    const parts = entry.split(':')
    if (parts.length > 2)
      throw new NotationError(
        `Entry ${k}, ${quote(entry)}, has ${parts.length - 1} colons; write one region, a colon, then its neighbours.`,
      )
    const head = parts[0].trim()
    const headWords = head.split(/[\s,]+/).filter(Boolean)
    if (headWords.length === 0)
      throw new NotationError(`Entry ${k}, ${quote(entry)}, has no region before its colon.`)
    if (headWords.length > 1)
      throw new NotationError(
        parts.length === 1
          ? `Entry ${k}, ${quote(entry)}, names ${headWords.length} regions without a colon; write "${headWords[0]}: ${headWords.slice(1).join(' ')}" if they are neighbours.`
          : `Entry ${k}, ${quote(entry)}: before the colon goes one region, not ${headWords.length} (${headWords.map((w) => quote(w)).join(', ')}).`,
      )
    checkName(head, k)
    heads.push(head)
    const neighbours = (parts[1] ?? '').split(/[\s,]+/).filter(Boolean)
    for (const name of neighbours) {
      checkName(name, k)
      if (name === head)
        throw new NotationError(`Entry ${k}: region ${quote(name)} is listed as its own neighbour.`)
      later.push(name)
      pairs.push([head, name])
    }
  })
  for (const name of [...heads, ...later]) {
    if (index.has(name)) continue
    if (index.size === MAX_REGIONS)
      throw new NotationError(
        `The map has more than ${MAX_REGIONS} regions (the ${MAX_REGIONS + 1}st is ${quote(name)}); at most ${MAX_REGIONS} are taken.`,
      )
    index.set(name, index.size)
  }
  return makeMap(
    null,
    [...index.keys()],
    pairs.map(([a, b]) => [index.get(a)!, index.get(b)!]),
  )
}

/** The map as text: each region an entry, in order, with the neighbours that come after it. */
export function formatMapText(map: ColourMap): string {
  return map.regions
    .map((name, i) => {
      const later = map.neighbors[i].filter((j) => j > i).map((j) => map.regions[j])
      return later.length ? `${name}: ${later.join(' ')}` : name
    })
    .join('; ')
}

/** Colour c's name ("red"), for people. */
export const colourName = (c: number): string => COLOUR_NAMES[c] ?? `colour ${c + 1}`

/** "WA=red NT=green …": a colouring as text. */
export function formatColouring(map: ColourMap, colours: ArrayLike<number>): string {
  return map.regions.map((r, i) => `${r}=${colourName(colours[i])}`).join(' ')
}

/** Reads `--colours K` or a colour count typed on the page. */
export function parseColours(text: string): number {
  const t = text.trim()
  if (!/^\d+$/.test(t) || Number(t) < MIN_COLOURS || Number(t) > MAX_COLOURS)
    throw new NotationError(
      `The number of colours must be a whole number from ${MIN_COLOURS} to ${MAX_COLOURS}, not ${quote(t, 12)}.`,
    )
  return Number(t)
}

/** One colouring move: a region takes a colour. */
export type ColourMove = { region: string; colour: number }

/** Reads "WA=red NT=green" (a colour by name, or by number from 1). */
export function parseColouring(text: string): ColourMove[] {
  const words = text.split(/[\s,;]+/).filter(Boolean)
  return words.map((word, k) => {
    const m = /^([^=]+)=([^=]+)$/.exec(word)
    if (!m)
      throw new NotationError(
        `Move ${k + 1}, ${quote(word)}: write a region, "=", then a colour, like "WA=red".`,
      )
    const name = m[2].toLowerCase()
    const byName = (COLOUR_NAMES as readonly string[]).indexOf(name)
    const colour = byName >= 0 ? byName : /^\d+$/.test(name) ? Number(name) - 1 : -1
    if (colour < 0 || colour >= MAX_COLOURS)
      throw new NotationError(
        `Move ${k + 1}, ${quote(word)}: the colour is one of ${COLOUR_NAMES.join(', ')} (or 1 to ${MAX_COLOURS}).`,
      )
    return { region: m[1], colour }
  })
}

export const formatColourMoves = (moves: readonly ColourMove[]): string =>
  moves.map((m) => `${m.region}=${colourName(m.colour)}`).join(' ')

/** How sentences name a map: "australia (7 regions, 9 borders)", "your map (…)". */
export function mapWords(map: ColourMap): string {
  const count = (n: number, one: string): string => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`
  return `${map.id ?? 'your map'} (${count(map.regions.length, 'region')}, ${count(map.edges.length, 'border')})`
}
