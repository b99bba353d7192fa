/**
 * The Moving AI Lab's grid benchmark files (Nathan Sturtevant, "Benchmarks for grid-based
 * pathfinding", IEEE Transactions on Computational Intelligence and AI in Games 4(2), 2012;
 * https://movingai.com/benchmarks/): a map (`.map`) and its scenarios (`.scen`), read and written
 * in exactly their format.
 *
 * A map:
 *   type octile
 *   height 4
 *   width 6
 *   map
 *   ..@...        one line a row, top row first, one character a cell:
 *   ..@.T.        "." and "G" ground, "S" swamp (passable from ground); "@" and "O" out of
 *   ......        bounds, "T" trees, "W" water (not passable from ground): all four are walls here.
 *   ....@.
 * A scenario file: the line "version 1" (or "version 1.0"), then one scenario a line, nine fields
 * separated by tabs: bucket, map file, map width, map height, start x, start y, goal x, goal y,
 * optimal length. x is the column and y the row, from 0 at the top left. The optimal length is
 * the octile shortest path: straight moves cost 1, diagonal ones √2, and a diagonal may not cut
 * past a blocked cell (both cells beside it must be free); the files print it with 8 decimals.
 * The bucket is the optimal length divided by 4, rounded down: scenarios of similar length together.
 */
import { NotationError } from '../contract.ts'
import { quote } from './graph.ts'
import { WALL, type Grid } from './grid.ts'

export type Scenario = {
  bucket: number
  map: string
  width: number
  height: number
  startX: number
  startY: number
  goalX: number
  goalY: number
  /** The file's optimal length. */
  optimal: number
}

/** The largest map read (the benchmark sets' largest are 1024 × 1024 and a few street maps 1024 wide): cells. */
export const MAX_MAP_CELLS = 2048 * 2048
/** The most scenarios read from one file (the benchmark files hold a few thousand). */
export const MAX_SCENARIOS = 100_000
/** Files this long at most (a 2048 × 2048 map is 4.2 MB). */
export const MAX_FILE_CHARS = 8 << 20

const PASSABLE = '.GS'
const BLOCKED = '@OTW'

/** Lines of a file, without their line ends (Moving AI files come with \n or \r\n). */
const linesOf = (text: string): string[] => text.replace(/\r/g, '').split('\n')

function headerNumber(line: string | undefined, name: string, lineNo: number): number {
  const m = new RegExp(`^${name}\\s+(\\d+)\\s*$`).exec(line ?? '')
  if (!m)
    throw new NotationError(`Line ${lineNo} of the map must be "${name} <n>", not ${quote(line ?? '')}.`)
  return Number(m[1])
}

// #region parse-map
/** Reads a `.map` file: passable cells cost 1, the others are walls. */
export function parseMap(text: string): Grid {
  if (text.length > MAX_FILE_CHARS)
    throw new NotationError(
      `The map file is longer than ${MAX_FILE_CHARS.toLocaleString('en-US')} characters.`,
    )
  const lines = linesOf(text)
  if (!/^type\s+\S+\s*$/.test(lines[0] ?? ''))
    throw new NotationError(`Line 1 of the map must be "type octile", not ${quote(lines[0] ?? '')}.`)
  const height = headerNumber(lines[1], 'height', 2)
  const width = headerNumber(lines[2], 'width', 3)
  if (!/^map\s*$/.test(lines[3] ?? ''))
    throw new NotationError(`Line 4 of the map must be "map", not ${quote(lines[3] ?? '')}.`)
  if (width === 0 || height === 0 || width * height > MAX_MAP_CELLS)
    throw new NotationError(
      `The map is ${width}×${height}; this reads maps of 1 to ${MAX_MAP_CELLS.toLocaleString('en-US')} cells.`,
    )
  const rows = lines.slice(4, 4 + height)
  if (rows.length < height)
    throw new NotationError(`The map says height ${height} but has ${rows.length} rows.`)
  const terrain = new Uint8Array(width * height)
  rows.forEach((row, y) => {
    if (row.length !== width)
      throw new NotationError(
        `Map row ${y + 1} (line ${y + 5}) has ${row.length} cells; the map says width ${width}.`,
      )
    for (let x = 0; x < width; x++) {
      const c = row[x]
      if (PASSABLE.includes(c)) terrain[y * width + x] = 1
      else if (!BLOCKED.includes(c))
        throw new NotationError(
          `Map row ${y + 1}, column ${x + 1}: ${quote(c)} is not a Moving AI cell (. G S passable; @ O T W blocked).`,
        )
    }
  })
  if (lines.slice(4 + height).some((l) => l.trim() !== ''))
    throw new NotationError(`The map has more rows than its height, ${height}.`)
  return { width, height, terrain }
}
// #endregion parse-map

/** A grid as a `.map` file ("." passable, "@" blocked; terrain costs are not part of the format). */
export function formatMap(grid: Grid): string {
  const rows: string[] = []
  for (let y = 0; y < grid.height; y++) {
    let row = ''
    for (let x = 0; x < grid.width; x++) row += grid.terrain[y * grid.width + x] === WALL ? '@' : '.'
    rows.push(row)
  }
  return `type octile\nheight ${grid.height}\nwidth ${grid.width}\nmap\n${rows.join('\n')}\n`
}

/** Reads a `.scen` file. */
export function parseScen(text: string): Scenario[] {
  if (text.length > MAX_FILE_CHARS)
    throw new NotationError(
      `The scenario file is longer than ${MAX_FILE_CHARS.toLocaleString('en-US')} characters.`,
    )
  const lines = linesOf(text)
  if (!/^version\s+1(\.0)?\s*$/.test(lines[0] ?? ''))
    throw new NotationError(`Line 1 of the scenario file must be "version 1", not ${quote(lines[0] ?? '')}.`)
  const out: Scenario[] = []
  for (let k = 1; k < lines.length; k++) {
    if (lines[k].trim() === '') continue
    if (out.length >= MAX_SCENARIOS)
      throw new NotationError(`The file has more than ${MAX_SCENARIOS.toLocaleString('en-US')} scenarios.`)
    let fields = lines[k].split('\t')
    if (fields.length !== 9) fields = lines[k].trim().split(/\s+/)
    if (fields.length !== 9)
      throw new NotationError(
        `Line ${k + 1} of the scenario file has ${fields.length} fields; a scenario has 9.`,
      )
    const [bucket, width, height, startX, startY, goalX, goalY] = [0, 2, 3, 4, 5, 6, 7].map((i) => {
      if (!/^\d+$/.test(fields[i]))
        throw new NotationError(`Line ${k + 1}, field ${i + 1}: ${quote(fields[i])} is not a whole number.`)
      return Number(fields[i])
    })
    const optimal = Number(fields[8])
    if (!/^\d+(\.\d+)?$/.test(fields[8]) || !Number.isFinite(optimal))
      throw new NotationError(`Line ${k + 1}, field 9: ${quote(fields[8])} is not a length.`)
    out.push({ bucket, map: fields[1], width, height, startX, startY, goalX, goalY, optimal })
  }
  if (out.length === 0) throw new NotationError('The scenario file has no scenario.')
  return out
}

/** Scenarios as a `.scen` file, lengths with 8 decimals as the benchmark files print them. */
export function formatScen(scenarios: readonly Scenario[]): string {
  const line = (s: Scenario) =>
    [s.bucket, s.map, s.width, s.height, s.startX, s.startY, s.goalX, s.goalY, s.optimal.toFixed(8)].join(
      '\t',
    )
  return `version 1\n${scenarios.map(line).join('\n')}\n`
}

/**
 * Lengths from the file and from a search agree: to 1e-4, far above the files' rounding (8 decimals)
 * and floating sums, and far below the gap between two different octile lengths of short paths
 * (a + b√2 for whole a, b up to a few thousand differ by more than 1e-4 unless equal).
 */
export const sameLength = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-4
