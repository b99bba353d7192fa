/** "Last built" facts, read once at build time: the date and, when built from a git checkout, the commit. */
import { execFileSync } from 'node:child_process'

export interface BuildInfo {
  builtAt: Date
  commit: string | null
}

function gitCommit(): string | null {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || null
    )
  } catch {
    return null
  }
}

export const buildInfo: BuildInfo = { builtAt: new Date(), commit: gitCommit() }

export function formatBuildDate(d: Date): string {
  return d.toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
