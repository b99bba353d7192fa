/**
 * Compiles the AssemblyScript kernels to WebAssembly and writes each as a TypeScript module that
 * holds its bytes (base64), so the browser's workers, the CLI and the tests load it alike, with no
 * file to fetch. Run after changing a kernel: `node scripts/build-wasm.ts`; with `--check` it
 * writes nothing and fails when a committed module is not what its source compiles to (the unit
 * tests run that check, so a kernel and its bytes cannot drift apart).
 *
 *   src/solvers/sliding/assembly/ida-kernel.ts  →  src/solvers/sliding/ida-kernel-wasm.ts
 */
import { readFileSync, writeFileSync } from 'node:fs'
import asc from 'assemblyscript/asc'

const KERNELS = [
  { source: 'src/solvers/sliding/assembly/ida-kernel.ts', module: 'src/solvers/sliding/ida-kernel-wasm.ts' },
]
/** No runtime (the kernels allocate nothing), no assertions, the caller's memory. */
const FLAGS = ['-O3', '--runtime', 'stub', '--noAssert', '--importMemory', '--initialMemory', '1']

/** The kernel at `source` compiled: its wasm bytes. */
export async function compileKernel(source: string): Promise<Uint8Array> {
  let wasm: Uint8Array | null = null
  const { error, stderr } = await asc.main([source, ...FLAGS, '--outFile', 'kernel.wasm'], {
    writeFile: (name, contents) => {
      if (name.endsWith('.wasm')) wasm = contents as Uint8Array
    },
  })
  if (error || !wasm)
    throw new Error(`asc failed on ${source}: ${error?.message ?? ''}\n${stderr.toString()}`)
  return wasm
}

/** The TypeScript module that carries `wasm`, compiled from `source`. */
export function kernelModule(source: string, wasm: Uint8Array): string {
  const base64 = Buffer.from(wasm).toString('base64')
  const lines = base64.match(/.{1,100}/g) ?? []
  return [
    `// Written by scripts/build-wasm.ts from ${source}; do not edit (run \`node scripts/build-wasm.ts\`).`,
    `/** The kernel's WebAssembly module (${wasm.length} bytes), base64. */`,
    'export const KERNEL_WASM_BASE64 =',
    ...lines.map((l, i) => `  '${l}'${i < lines.length - 1 ? ' +' : ''}`),
    '',
  ].join('\n')
}

if (import.meta.main) {
  const check = process.argv.includes('--check')
  let stale = 0
  for (const { source, module } of KERNELS) {
    const text = kernelModule(source, await compileKernel(source))
    if (check) {
      if (readFileSync(module, 'utf8') !== text) {
        console.error(`${module} is not what ${source} compiles to: run node scripts/build-wasm.ts`)
        stale++
      }
    } else {
      writeFileSync(module, text)
      console.log(`wrote ${module}`)
    }
  }
  process.exit(stale ? 1 : 0)
}
