// No committed file names a folder of the machine it was written on: a clone elsewhere must not depend
// on (or talk about) /work, /root or someone's home. System paths that exist everywhere
// (/usr/bin/chromium, /proc) are fine.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const MACHINE_PATH = /(?<![\w.])\/(?:work|root|home\/[a-z_][\w-]*)\//

describe('committed files', () => {
  it('name no path of the machine they were written on', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)
    expect(files.length).toBeGreaterThan(100)
    const hits: string[] = []
    for (const file of files) {
      if (file === 'package-lock.json' || /\.(png|woff2?|gz|br|bin|ico)$/.test(file)) continue
      let text: string
      try {
        text = readFileSync(file, 'utf8')
      } catch {
        continue
      }
      text.split('\n').forEach((line, i) => {
        if (MACHINE_PATH.test(line)) hits.push(`${file}:${i + 1}: ${line.trim()}`)
      })
    }
    expect(hits).toEqual([])
  })

  it('the pattern catches such a path', () => {
    // Written in pieces, so this file does not trip the test above.
    expect(MACHINE_PATH.test(`# Copied from /${'work'}/shared/seeds/004.txt`)).toBe(true)
    expect(MACHINE_PATH.test(`see /${'home'}/alice/notes`)).toBe(true)
    expect(MACHINE_PATH.test('executablePath: /usr/bin/chromium')).toBe(false)
  })
})
