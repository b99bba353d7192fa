/**
 * Every puzzle's description, from the registry (src/solvers/registry.ts), its board
 * (components/<id>/Board.astro) and whether it has a main widget (components/<id>/Play.astro),
 * found by file name at build time: the home page, the articles' pictures and the teacher's guide
 * read them, so a new puzzle edits nothing here.
 *
 * Nothing here imports a widget. Astro links a page to the CSS of every module the page can reach,
 * lazy imports included, so one import of every Play here put every widget's CSS on every page. The
 * embed pages, which render a main widget, import it in src/lib/main-widgets.ts.
 */
import type { Puzzle } from '../solvers/contract.ts'
import { descriptions } from '../solvers/registry.ts'

const DESCRIPTIONS = await descriptions()
// `?raw` loads the files' text, never the components, so these globs only list which files exist.
const playFiles = import.meta.glob('../../components/*/Play.astro', { query: '?raw' })
const componentFiles = import.meta.glob('../../components/*/*.astro', { query: '?raw' })
const boards = import.meta.glob<{ default: unknown }>('../../components/*/Board.astro', { eager: true })

export interface PuzzleEntry {
  puzzle: Puzzle
  Board: any
}

/** The puzzles that have a description and a main widget, by article slug. */
function puzzlesBySlug(): Map<string, PuzzleEntry> {
  const bySlug = new Map<string, PuzzleEntry>()
  for (const puzzle of DESCRIPTIONS) {
    if (!playFiles[`../../components/${puzzle.id}/Play.astro`]) continue
    bySlug.set(puzzle.slug, {
      puzzle,
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
 * The file of an article's main widget, for its embed page: the frontmatter's `main` (a path under
 * components/, without .astro) or the puzzle's Play.astro; undefined when it has none.
 */
export function mainWidgetFile(slug: string, main?: string): string | undefined {
  if (main) {
    const file = `../../components/${main}.astro`
    if (!componentFiles[file])
      throw new Error(
        `content/${slug}.mdx names main: "${main}", but components/${main}.astro does not exist.`,
      )
    return file
  }
  const found = puzzlesBySlug().get(slug)
  return found && `../../components/${found.puzzle.id}/Play.astro`
}
