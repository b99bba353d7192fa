import { defineConfig, devices } from '@playwright/test'
import { browserVersion, CHROMIUM_ARGS, findChromium } from './tests/e2e/browser.ts'

// The browser is chosen once, in the runner's process, and handed to its workers through the
// environment (they load this file again). tests/e2e/browser.ts says in which order, and why.
const chosen = process.env.E2E_BROWSER_SOURCE
  ? { source: process.env.E2E_BROWSER_SOURCE, executablePath: process.env.E2E_BROWSER_PATH || undefined }
  : await findChromium()
if (!process.env.E2E_BROWSER_SOURCE) {
  process.env.E2E_BROWSER_SOURCE = chosen.source
  process.env.E2E_BROWSER_PATH = chosen.executablePath ?? ''
  const where = chosen.executablePath ? ` at ${chosen.executablePath}` : ''
  console.log(
    `e2e browser: ${browserVersion(chosen as Parameters<typeof browserVersion>[0])} (${chosen.source}${where})`,
  )
}
const launchOptions = chosen.executablePath
  ? { executablePath: chosen.executablePath, args: CHROMIUM_ARGS }
  : {}

const port = Number(process.env.E2E_PORT ?? 4480)
// E2E_DIST serves another build folder (several builds can then be tested side by side).
const dist = process.env.E2E_DIST ?? 'dist'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    trace: 'off',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } }],
  // The end-to-end tests run against the built site (npm test builds it first), served by a plain
  // static file server: proof that dist/ needs nothing from Astro at run time, and it can run
  // while `npm start` (astro preview) serves the same project.
  webServer: {
    command: `node scripts/serve.ts ${dist} ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
