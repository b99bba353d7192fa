/**
 * The notebook's example grid (the main widget's first position): a river of swamp (terrain 5)
 * with a ford of grass (3), a wall with one gap, start on the left, goal on the right. Which way
 * is cheapest depends on what the terrain costs, which is the point of the example.
 */
export const EXAMPLE_GRID = [
  '..........@.....',
  '..........@..G..',
  '.......55.@.....',
  '.S.....55.@.....',
  '.......33.......',
  '.......55.@.....',
  '.......55.@.....',
  '.......55.@@@@..',
  '.......55.......',
  '................',
].join('/')

/** A small open grid where A* with Manhattan distance, 8-connected, misses the cheapest route (found by a seeded search, kept here). */
export const MANHATTAN_TRAP = 'S.@.../.@..../.....@/..@.../.....G'
