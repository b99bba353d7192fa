/**
 * Map colouring's checker: a colouring given as moves ("WA=red NT=green …") is replayed on the
 * map, each move checked against the regions already coloured. The map itself is the position and
 * does not change; what the moves build is the colouring (`colouringOf`).
 */
import { InputError } from '../contract.ts'
import { colourName, quote, type ColourMap, type ColourMove } from './notation.ts'

/** The colour of each region after the moves (−1 uncoloured); throws InputError at the first illegal move. */
export function colouringOf(map: ColourMap, moves: readonly ColourMove[]): Int8Array {
  const colour = new Int8Array(map.regions.length).fill(-1)
  moves.forEach((m, k) => {
    const x = map.regions.indexOf(m.region)
    if (x < 0) throw new InputError(`Move ${k + 1}: the map has no region ${quote(m.region)}.`)
    if (colour[x] >= 0)
      throw new InputError(`Move ${k + 1}: ${m.region} is already ${colourName(colour[x])}.`)
    const clash = map.neighbors[x].find((y) => colour[y] === m.colour)
    if (clash !== undefined)
      throw new InputError(
        `Move ${k + 1}: ${m.region} cannot be ${colourName(m.colour)}, its neighbour ${map.regions[clash]} is.`,
      )
    colour[x] = m.colour
  })
  return colour
}

/** The map (unchanged) once the moves are checked legal. */
export function replay(map: ColourMap, moves: readonly ColourMove[]): ColourMap {
  colouringOf(map, moves)
  return map
}

/** True when the moves colour every region once, no two neighbours alike. */
export function isSolution(map: ColourMap, moves: readonly ColourMove[]): boolean {
  try {
    return !colouringOf(map, moves).includes(-1)
  } catch {
    return false
  }
}
