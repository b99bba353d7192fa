/**
 * The built-in maps, written in the map notation (notation.ts) and read by its own parser:
 *
 *   australia             Russell and Norvig's Australia (AIMA 4th ed., figure 6.1): seven regions,
 *                         in the book's order WA, NT, Q, NSW, V, SA, T; Tasmania borders nothing.
 *   australia-without-sa  the same map with South Australia taken out: the book's example of a
 *                         cycle cutset (section 6.5.1), what is left is a tree (and Tasmania).
 *   usa                   the 48 contiguous states, borders from Donald Knuth's contiguous-usa.dat
 *                         (The Stanford GraphBase; 48 states and DC, 107 borders), without DC and
 *                         its two borders: 105. States that touch only at a corner (Four Corners:
 *                         AZ–CO, NM–UT) do not border, as in the source.
 *
 * Each has a layout for its drawing: a point per region near its centre on a schematic map
 * (crowded north-eastern states spread apart), in the units of the map's own view box.
 */
import { formatMapText, makeMap, parseMapText, type ColourMap } from './notation.ts'

export type BuiltInMap = {
  id: string
  title: string
  text: string
  source: string
  /** x, y per region (in the map's order), inside [0, width] × [0, height]. */
  layout: Record<string, [number, number]>
  width: number
  height: number
}

const AUSTRALIA_LAYOUT: Record<string, [number, number]> = {
  WA: [50, 170],
  NT: [210, 60],
  SA: [240, 210],
  Q: [380, 80],
  NSW: [410, 240],
  V: [350, 330],
  T: [380, 420],
}

const USA_LAYOUT: Record<string, [number, number]> = {
  AL: [679, 370],
  AZ: [256, 334],
  AR: [584, 322],
  CA: [124, 276],
  CO: [362, 240],
  CT: [930, 212],
  DE: [892, 292],
  FL: [770, 452],
  GA: [737, 380],
  ID: [207, 132],
  IL: [639, 220],
  IN: [688, 222],
  IA: [566, 178],
  KS: [482, 250],
  KY: [705, 268],
  LA: [591, 400],
  ME: [985, 72],
  MD: [850, 252],
  MA: [962, 168],
  MI: [715, 146],
  MN: [552, 94],
  MS: [630, 370],
  MO: [582, 252],
  MT: [292, 80],
  NE: [458, 190],
  NV: [173, 234],
  NH: [955, 122],
  NJ: [897, 248],
  NM: [351, 332],
  NY: [868, 160],
  NC: [820, 330],
  ND: [446, 70],
  OH: [747, 214],
  OK: [498, 308],
  OR: [106, 142],
  PA: [828, 205],
  RI: [985, 210],
  SC: [785, 368],
  SD: [452, 132],
  TN: [680, 312],
  TX: [467, 390],
  UT: [256, 234],
  VT: [910, 112],
  VA: [808, 288],
  WA: [108, 72],
  WV: [770, 255],
  WI: [627, 128],
  WY: [326, 160],
}

export const BUILT_IN: readonly BuiltInMap[] = [
  {
    id: 'australia',
    title: 'Australia (Russell and Norvig)',
    text: 'WA: NT SA; NT: Q SA; Q: NSW SA; NSW: V SA; V: SA; SA; T',
    source: 'Russell and Norvig, Artificial Intelligence: A Modern Approach, 4th ed., figure 6.1',
    layout: AUSTRALIA_LAYOUT,
    width: 460,
    height: 460,
  },
  {
    id: 'australia-without-sa',
    title: 'Australia without South Australia (a tree)',
    text: 'WA: NT; NT: Q; Q: NSW; NSW: V; V; T',
    source: 'Russell and Norvig, section 6.5.1: removing SA, a cycle cutset, leaves a tree',
    layout: AUSTRALIA_LAYOUT,
    width: 460,
    height: 460,
  },
  {
    id: 'usa',
    title: 'The 48 contiguous states of the USA',
    text: 'AL: FL GA MS TN; AR: LA MO MS OK TN TX; AZ: CA NM NV UT; CA: NV OR; CO: KS NE NM OK UT WY; CT: MA NY RI; DE: MD NJ PA; FL: GA; GA: NC SC TN; IA: IL MN MO NE SD WI; ID: MT NV OR UT WA WY; IL: IN KY MO WI; IN: KY MI OH; KS: MO NE OK; KY: MO OH TN VA WV; LA: MS TX; MA: NH NY RI VT; MD: PA VA WV; ME: NH; MI: OH WI; MN: ND SD WI; MO: NE OK TN; MS: TN; MT: ND SD WY; NC: SC TN VA; ND: SD; NE: SD WY; NH: VT; NJ: NY PA; NM: OK TX; NV: OR UT; NY: PA VT; OH: PA WV; OK: TX; OR: WA; PA: WV; RI; SC; SD: WY; TN: VA; TX; UT: WY; VA: WV; VT; WA; WI; WV; WY',
    source: 'Donald E. Knuth, contiguous-usa.dat (The Stanford GraphBase), without DC',
    layout: USA_LAYOUT,
    width: 1020,
    height: 490,
  },
]

export const BUILT_IN_IDS: readonly string[] = BUILT_IN.map((m) => m.id)

const parsed = new Map(BUILT_IN.map((m) => [m.id, { ...parseMapText(m.text), id: m.id } as ColourMap]))

/** The built-in map with this name (any case), or undefined. */
export function builtInMap(name: string): ColourMap | undefined {
  const m = parsed.get(name.trim().toLowerCase())
  return m && makeMap(m.id, [...m.regions], m.edges)
}

/** The built-in description of a map read from its name (for its drawing), or undefined. */
export const builtInInfo = (id: string | null): BuiltInMap | undefined => BUILT_IN.find((m) => m.id === id)

/** The map, named as the built-in map it is (same regions in the same order, same borders), if it is one. */
export function identify(map: ColourMap): ColourMap {
  const same = [...parsed.values()].find(
    (m) =>
      m.regions.join('\u0000') === map.regions.join('\u0000') && m.edges.join(';') === map.edges.join(';'),
  )
  return same ? { ...map, id: same.id } : map
}

/** Reads a map: a built-in map's name, or a map in the notation (named when it is a built-in one). */
export function parseMap(text: string): ColourMap {
  return builtInMap(text) ?? identify(parseMapText(text, BUILT_IN_IDS))
}

/** A map as text: the built-in map's name, or the notation of one's own. */
export function formatMap(map: ColourMap): string {
  return map.id ?? formatMapText(map)
}
