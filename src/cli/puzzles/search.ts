/**
 * `puzzle-notebook search …` — the search lab's exercises graded from the CLI (the article
 * /search-algorithms/): `search check heuristic|search <file|->` (src/cli/search-grade.ts). The
 * lab's searches themselves are `sliding search`.
 */
import { cliPuzzle, type Puzzle } from '../io.ts'
import { searchCheckVerb } from '../search-grade.ts'

export const puzzle: Puzzle = cliPuzzle({
  puzzle: { id: 'search', slug: 'search-algorithms' },
  input: 'file',
  summary: "The search lab's exercises: your heuristic, your search",
  notation: `Input
  A TypeScript or JavaScript file (the cell's "Download my code"), or "-" for file names one a
  line on stdin. See "search check --help".`,
  verbs: [searchCheckVerb],
})
