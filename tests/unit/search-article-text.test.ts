// Claims of the search article's text that no widget computes: the textbook's figures, edition by
// edition, and how many algorithms the article says it has (issue 32, item 14).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  EDITIONS_IDS_12,
  PRINTED_BSTAR_IDS_12,
  PUBLISHED,
  publishedBStar,
} from '../../components/search/experiment-article.ts'
import { ALGORITHMS } from '../../src/solvers/search/algorithms.ts'
import { ALGORITHM_NAMES } from '../../components/search/words.ts'

const article = readFileSync(new URL('../../content/search-algorithms.mdx', import.meta.url), 'utf8')
const frontmatter = (key: string): string => article.match(new RegExp(`^${key}: '(.*)'$`, 'm'))![1]
const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
]

describe('the textbook’s figures, by edition', () => {
  it('compares with the 1st edition’s 364,404, the only printed count that fits the printed b* = 2.78', () => {
    expect(EDITIONS_IDS_12.map((e) => e.nodes)).toEqual([364_404, 3_644_035])
    expect(PUBLISHED[12].ids).toBe(EDITIONS_IDS_12[0].nodes)
    // The formula (N + 1 = 1 + b* + … + b*^d) gives 2.80: close to the printed 2.78, as rounding goes.
    expect(Math.abs(publishedBStar(EDITIONS_IDS_12[0].nodes, 12) - PRINTED_BSTAR_IDS_12)).toBeLessThan(0.05)
    // The later editions' figure, ten times as many, is far from the b* printed beside it: a misprint.
    expect(publishedBStar(EDITIONS_IDS_12[1].nodes, 12)).toBeGreaterThan(PRINTED_BSTAR_IDS_12 + 0.5)
    expect(EDITIONS_IDS_12[0].editions).toMatch(/^1st edition/)
    expect(EDITIONS_IDS_12[1].editions).toMatch(/^2nd edition .*3rd edition/)
  })

  it('never credits the 2nd or 3rd edition with 364,404', () => {
    expect(article).not.toMatch(/the book reports \{fmt\(PUBLISHED\[12\]\.ids\)\}/)
    expect(article).toContain('{EDITIONS_IDS_12[0].editions} prints {fmt(EDITIONS_IDS_12[0].nodes)}')
  })
})

describe('the article counts its algorithms right', () => {
  const count = WORDS[ALGORITHMS.length]

  it(`says ${count}, in its description and its opening`, () => {
    expect(frontmatter('description').toLowerCase()).toMatch(
      new RegExp(`^${count} classic search algorithms`),
    )
    expect(article).toContain(`${count} of the classic ones`)
  })

  it('names every algorithm in its technique line', () => {
    const technique = frontmatter('technique').toLowerCase()
    for (const a of ALGORITHMS) {
      const name = ALGORITHM_NAMES[a]
        .toLowerCase()
        .replace(/ \(.*\)$|bfs$| best-first$/g, '')
        .trim()
      expect(technique, a).toContain(name)
    }
  })
})
