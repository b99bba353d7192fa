/**
 * What the benches that drive Chromium share (phone-profile.ts, python-page.ts): a built site
 * served by the e2e tests' static server, and the median of the runs.
 */
import { spawn, type ChildProcess } from 'node:child_process'

/** `node scripts/serve.ts dir port`, once it answers. */
export async function serve(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve.ts', dir, String(port)], { stdio: 'ignore' })
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill()
  throw new Error(`The server for ${dir} did not start.`)
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  if (s.length === 0) return Number.NaN
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
