/**
 * Every puzzle's description (src/solvers/<id>/index.ts) and its main widget
 * (components/<id>/Play.astro), found by file name at build time: the embed pages and the home page
 * read them, so a new puzzle edits nothing here.
 */
import type { Puzzle } from '../solvers/contract.ts'

const descriptions = import.meta.glob<{ puzzle?: Puzzle }>('../solvers/*/index.ts', { eager: true })
const plays = import.meta.glob<{ default: unknown }>('../../components/*/Play.astro', { eager: true })
const boards = import.meta.glob<{ default: unknown }>('../../components/*/Board.astro', { eager: true })

export interface PuzzleEntry { puzzle: Puzzle; Play: any; Board: any }

/** The puzzles that have a description and a main widget, by article slug. */
export function puzzlesBySlug(): Map<string, PuzzleEntry> {
  const bySlug = new Map<string, PuzzleEntry>()
  for (const module of Object.values(descriptions)) {
    const puzzle = module.puzzle
    if (!puzzle) continue
    const play = plays[`../../components/${puzzle.id}/Play.astro`]
    if (!play) continue
    bySlug.set(puzzle.slug, { puzzle, Play: play.default, Board: boards[`../../components/${puzzle.id}/Board.astro`]?.default })
  }
  return bySlug
}
