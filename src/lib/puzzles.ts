/**
 * Every puzzle's description, from the registry (src/solvers/registry.ts), and its main widget
 * (components/<id>/Play.astro), found by file name at build time: the embed pages, the home page
 * and the teacher's guide read them, so a new puzzle edits nothing here.
 */
import type { Puzzle } from '../solvers/contract.ts'
import { descriptions } from '../solvers/registry.ts'

const DESCRIPTIONS = await descriptions()
const plays = import.meta.glob<{ default: unknown }>('../../components/*/Play.astro', { eager: true })
const boards = import.meta.glob<{ default: unknown }>('../../components/*/Board.astro', { eager: true })
const components = import.meta.glob<{ default: unknown }>('../../components/*/*.astro')

export interface PuzzleEntry {
  puzzle: Puzzle
  Play: any
  Board: any
}

/** Every puzzle's description, with or without a main widget of its own (tic-tac-toe has none). */
export function puzzleDescriptions(): Puzzle[] {
  return DESCRIPTIONS
}

/** The puzzles that have a description and a main widget, by article slug. */
function puzzlesBySlug(): Map<string, PuzzleEntry> {
  const bySlug = new Map<string, PuzzleEntry>()
  for (const puzzle of DESCRIPTIONS) {
    const play = plays[`../../components/${puzzle.id}/Play.astro`]
    if (!play) continue
    bySlug.set(puzzle.slug, {
      puzzle,
      Play: play.default,
      Board: boards[`../../components/${puzzle.id}/Board.astro`]?.default,
    })
  }
  return bySlug
}

/** The puzzle that pictures an article: its own, or the one its frontmatter names. */
export function puzzleOfArticle(slug: string, puzzleId?: string): PuzzleEntry | undefined {
  const all = puzzlesBySlug()
  if (puzzleId) return [...all.values()].find((e) => e.puzzle.id === puzzleId)
  return all.get(slug)
}

/**
 * The component of an article's main widget, for its embed page: the frontmatter's `main`
 * (a path under components/, without .astro) or the puzzle's Play.astro; undefined when it has none.
 */
export async function mainWidgetOf(slug: string, main?: string): Promise<any> {
  if (main) {
    const load = components[`../../components/${main}.astro`]
    if (!load)
      throw new Error(
        `content/${slug}.mdx names main: "${main}", but components/${main}.astro does not exist.`,
      )
    return (await load()).default
  }
  return puzzlesBySlug().get(slug)?.Play
}
