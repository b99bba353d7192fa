/**
 * The benchmark maps shipped with the page: made by tests/fixtures/route/generate.ts in the Moving
 * AI format, their optimal lengths computed by the tests' own Dijkstra (the tests check the files
 * are what it writes, and that the notebook's searches reproduce every length).
 */
import roomsMap from '../../src/data/route/sample-rooms.map?raw'
import roomsScen from '../../src/data/route/sample-rooms.map.scen?raw'
import fieldMap from '../../src/data/route/sample-field.map?raw'
import fieldScen from '../../src/data/route/sample-field.map.scen?raw'

export const SAMPLE_NAMES = [
  { id: 'rooms', label: 'Rooms, 64 × 48' },
  { id: 'field', label: 'Field, 96 × 64' },
] as const

export const SAMPLES: Readonly<Record<string, { map: string; scen: string }>> = {
  rooms: { map: roomsMap, scen: roomsScen },
  field: { map: fieldMap, scen: fieldScen },
}
