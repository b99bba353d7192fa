// Hostile links (issue 23): a "%" or a cut UTF-8 escape in the fragment threw "URIError: URI
// malformed" in the kit, so the board link was ignored and Focus view never appeared. Every
// article's main widget, and an exercise's own link, must read such a link without a page error.
import { expect, test, type Page } from '@playwright/test'
import { puzzle as clocks } from '../../src/solvers/clocks/index.ts'
import { puzzle as peg } from '../../src/solvers/peg/index.ts'
import { puzzle as rubiksClock } from '../../src/solvers/rubiks-clock/index.ts'
import { puzzle as sliding } from '../../src/solvers/sliding/index.ts'
import { puzzle as tileswap } from '../../src/solvers/tileswap/index.ts'

/** Every article with a main widget, and a position for its link. */
const MAIN_PAGES: [string, string][] = [
  ...[clocks, peg, rubiksClock, sliding, tileswap].map((p) => [`/${p.slug}/`, p.example] as [string, string]),
  ['/search-algorithms/', '8 6 7/2 5 4/3 0 1'],
]

const FRAGMENTS = ['#%', '#%E0%A4%A', '#play%', '#%zz%', '#ex%C3']

/** Loads `url` and returns the page errors it raised. */
async function errorsOf(page: Page, url: string): Promise<string[]> {
  const errors: string[] = []
  const onError = (e: Error) => errors.push(e.message)
  page.on('pageerror', onError)
  await page.goto(url)
  await page.waitForTimeout(300)
  page.off('pageerror', onError)
  return errors
}

test('a malformed fragment breaks no main widget: the board link is read and Focus view is there', async ({
  page,
}) => {
  test.slow()
  for (const [path, board] of MAIN_PAGES) {
    const main = page.locator('[data-main]')
    for (const fragment of FRAGMENTS) {
      const url = `${path}?board=${encodeURIComponent(board)}${fragment}`
      expect(await errorsOf(page, url), url).toEqual([])
      await expect(main.getByRole('button', { name: 'Focus view' }), url).toBeVisible()
      await expect(main.getByText('Position loaded from the link'), url).toBeVisible()
    }
  }
})

test("an exercise's own link with a malformed fragment raises no error", async ({ page }) => {
  expect(await errorsOf(page, '/clocks/?puzzle=9+9+12/6+6+6/6+3+6#%E0%A4%A')).toEqual([])
  expect(await errorsOf(page, '/peg-solitaire/?puzzle=1/01/111/1111#%')).toEqual([])
})
