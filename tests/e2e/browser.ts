/**
 * Which Chromium the end-to-end tests drive, chosen once per run (playwright.config.ts).
 *
 * Playwright cannot download its own browsers on the machines this project is built on, and a
 * newcomer's machine may have no system browser and no root to install one. So the order is:
 *
 *   1. `PLAYWRIGHT_CHROMIUM=/path/to/chrome`: the developer's choice, always first;
 *   2. the system's Chromium (`/usr/bin/chromium`, Debian's package; `chromium-browser` elsewhere);
 *   3. the Chromium packaged in npm by `@sparticuz/chromium` (Linux x64 only: a compressed headless
 *      build inside the package, unpacked to the temporary folder once, about 2 s);
 *   4. Playwright's own browser (`npx playwright install chromium`), for example on macOS.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export interface Browser {
  /** Where it came from, as the start of the suite prints it. */
  readonly source: 'PLAYWRIGHT_CHROMIUM' | 'system' | '@sparticuz/chromium' | 'playwright'
  /** The executable, or undefined for Playwright's own browser. */
  readonly executablePath: string | undefined
}

export const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

/** The flags every browser but Playwright's own gets: headless, and no sandbox (CI runs as root). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export async function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  systemPaths = SYSTEM_CHROMIUM,
): Promise<Browser> {
  const named = env.PLAYWRIGHT_CHROMIUM
  if (named) {
    if (!existsSync(named)) throw new Error(`PLAYWRIGHT_CHROMIUM names ${named}, which does not exist`)
    return { source: 'PLAYWRIGHT_CHROMIUM', executablePath: named }
  }
  const system = systemPaths.find((path) => existsSync(path))
  if (system) return { source: 'system', executablePath: system }
  if (process.platform === 'linux' && process.arch === 'x64') {
    const packaged = await packagedChromium()
    if (packaged) return { source: '@sparticuz/chromium', executablePath: packaged }
  }
  return { source: 'playwright', executablePath: undefined }
}

/** The packaged browser's path (unpacked on first use), or undefined if the package is not installed. */
async function packagedChromium(): Promise<string | undefined> {
  let chromium: { executablePath(): Promise<string> }
  try {
    chromium = (await import('@sparticuz/chromium')).default
  } catch {
    return undefined
  }
  return chromium.executablePath()
}

/** "Chromium 153.0.8010.0" as the browser says it, or a note when it cannot be asked. */
export function browserVersion(browser: Browser): string {
  if (!browser.executablePath) return 'Playwright’s own Chromium'
  try {
    return execFileSync(browser.executablePath, ['--version'], { encoding: 'utf8', timeout: 20_000 }).trim()
  } catch (error) {
    return `version unknown (${(error as Error).message.split('\n')[0]})`
  }
}
