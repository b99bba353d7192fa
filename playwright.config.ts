import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browsers on these machines: use Debian's Chromium when it is
// installed (.ci/run installs it), and fall back to a Playwright-managed browser elsewhere.
const debianChromium = '/usr/bin/chromium';
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run',
      ],
    }
  : {};

const port = Number(process.env.E2E_PORT ?? 4480);
// E2E_DIST serves another build folder (several builds can then be tested side by side).
const dist = process.env.E2E_DIST ?? 'dist';

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
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
  ],
  // The end-to-end tests run against the built site (npm test builds it first), served by a plain
  // static file server: proof that dist/ needs nothing from Astro at run time, and it can run
  // while `npm start` (astro preview) serves the same project.
  webServer: {
    command: `node scripts/serve.ts ${dist} ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
