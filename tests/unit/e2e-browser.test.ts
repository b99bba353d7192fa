// The e2e suite's choice of browser (tests/e2e/browser.ts): the named one, then the system's, then the
// packaged one (installed with the dev dependencies, Linux x64), then Playwright's own.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findChromium } from '../e2e/browser.ts'

const dir = mkdtempSync(join(tmpdir(), 'browser-test-'))
const fake = (name: string) => {
  const path = join(dir, name)
  writeFileSync(path, '#!/bin/sh\necho "Chromium 1.2.3"\n')
  chmodSync(path, 0o755)
  return path
}
const named = fake('named-chrome')
const system = fake('system-chromium')
const linuxX64 = process.platform === 'linux' && process.arch === 'x64'

describe('findChromium', () => {
  it('takes PLAYWRIGHT_CHROMIUM first, even with a system Chromium', async () => {
    expect(await findChromium({ PLAYWRIGHT_CHROMIUM: named }, [system])).toEqual({
      source: 'PLAYWRIGHT_CHROMIUM',
      executablePath: named,
    })
  })
  it('refuses a PLAYWRIGHT_CHROMIUM that does not exist, naming it', async () => {
    await expect(findChromium({ PLAYWRIGHT_CHROMIUM: join(dir, 'nope') }, [system])).rejects.toThrow(
      /nope, which does not exist/,
    )
  })
  it('takes the system Chromium next, the first that exists', async () => {
    expect(await findChromium({}, [join(dir, 'missing'), system])).toEqual({
      source: 'system',
      executablePath: system,
    })
  })
  it.runIf(linuxX64)('takes the packaged Chromium when there is no system one', async () => {
    const chosen = await findChromium({}, [join(dir, 'missing')])
    expect(chosen.source).toBe('@sparticuz/chromium')
    expect(chosen.executablePath).toMatch(/chromium$/)
  })
})
