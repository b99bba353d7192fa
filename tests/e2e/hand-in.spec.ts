// Hand-in from the page (issue 29): "Download my code" writes the file the CLI grades, named for
// it, and the CLI grades it as the page checked it (the peg exercise, starter then model answer);
// the cell says that a teacher's grade comes from the command line, and which command.
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { recordCspViolations, writeCode } from './helpers.ts'
import { exercises } from '../../src/solvers/peg/exercises.ts'

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'hand-in-e2e-'))
const widget = (page: Page) =>
  page.getByRole('region', { name: 'Code exercise: Generate the moves', exact: true })
const status = (page: Page) => widget(page).locator('[data-cell-status]')

/** Downloads the cell's code; its suggested name and where it was saved. */
async function download(page: Page, cell: Locator): Promise<{ name: string; path: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    cell.getByRole('button', { name: 'Download my code' }).click(),
  ])
  const path = join(dir, `${Date.now()}-${file.suggestedFilename()}`)
  await file.saveAs(path)
  return { name: file.suggestedFilename(), path }
}

const grade = (args: string[]): string =>
  spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8' }).stdout + ''

test.beforeEach(({ page }) => recordCspViolations(page))

test('the downloaded file is graded by the CLI as the page checked it, wrong then right', async ({
  page,
}) => {
  test.slow()
  const moves = exercises.find((e) => e.id === 'moves')!
  await page.goto('/peg-solitaire/')
  await expect(
    widget(page).getByText(/a teacher's grade comes from the command line, not from this page/),
  ).toBeVisible()
  await expect(widget(page).locator('.code-cell__command')).toHaveText(
    'puzzle-notebook peg check moves peg-moves.ts',
  )
  const check = widget(page).getByRole('button', { name: 'Check', exact: true })
  for (const [code, verdict] of [
    [moves.starter, 'wrong'],
    [moves.model, 'right'],
  ] as const) {
    await writeCode(page, widget(page), 'Your moves, in TypeScript, JavaScript or Python', code)
    await check.click()
    await expect(status(page)).toHaveText(/^(Right|Wrong) on .* \([\d.]+ s\)$/, { timeout: 60_000 })
    const onPage = (await status(page).textContent())!.replace(/ \([\d.]+ s\)$/, '')
    const { name, path } = await download(page, widget(page))
    expect(name).toBe('peg-moves.ts')
    await expect(status(page)).toHaveText(/^Downloaded as peg-moves\.ts: hand in that file/)
    const row = JSON.parse(grade(['peg', 'check', 'moves', path, '--json']))
    expect(row.verdict).toBe(verdict)
    const cliText = grade(['peg', 'check', 'moves', path]) || ''
    if (verdict === 'right') expect(cliText.trim()).toBe(`${path}: ${onPage}`)
    else expect(row.first).toBe(onPage.replace(/^Wrong on [\d,]+ of [\d,]+ boards; the first: /, ''))
  }
  expect(await page.evaluate(() => (window as any).__csp)).toEqual([])
})

test("the search lab's cells download heuristic.ts and search.ts, the names the CLI's docs use", async ({
  page,
}) => {
  await page.goto('/search-algorithms/')
  for (const name of ['heuristic.ts', 'search.ts']) {
    const cell = page.locator(`code-cell[data-file="${name.replace('.ts', '')}"]`)
    await cell.scrollIntoViewIfNeeded()
    const file = await download(page, cell)
    expect(file.name).toBe(name)
    const out = JSON.parse(grade(['search', 'check', name.replace('.ts', ''), file.path, '--json']))
    expect(out.file).toBe(file.path)
    expect(out.language).toBe('TypeScript')
  }
})
