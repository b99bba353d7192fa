// The 15-puzzle's pattern databases are a 3.3 MB download: on a slow connection the play widget says
// what it downloads, how much of how much has come, and Cancel stops it (issue 32, item 4).
import { expect, test } from '@playwright/test'
import { goalBox, PAGE, play, positionBox, status } from './sliding-locators.ts'

test('a 4×4 solve on a slow connection shows the download’s size and progress, and Cancel stops it', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto(PAGE)
  // The budget phone's connection: 1.6 Mbit/s down, 150 ms latency.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  })
  await positionBox(page).fill('1 2 3 4/5 6 7 8/9 10 11 12/13 0 14 15')
  await positionBox(page).press('Enter')
  await expect(goalBox(page)).toHaveValue('1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0')
  await play(page).getByRole('button', { name: 'Solve optimally' }).click()
  const line = play(page).locator('[data-job-progress]')
  await expect(line).toHaveText(/^Downloading the pattern databases: [\d.]+ (kB|MB) of 3\.3 MB \(\d+%\) · /, {
    timeout: 15_000,
  })
  // It moves: a later reading has more.
  const percent = async (): Promise<number> =>
    Number(/\((\d+)%\)/.exec((await line.textContent()) ?? '')?.[1])
  const first = await percent()
  await expect.poll(percent, { timeout: 15_000 }).toBeGreaterThan(first)
  await play(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(status(page)).toHaveText(/^Cancelled/)
  await expect(play(page).getByRole('button', { name: 'Cancel' })).toBeHidden()
})
