/**
 * The languages reader code is written in, one entry each: a file's extension picks its language
 * (the CLI grades `heuristic.ts` as TypeScript), and a cell's "Download my code" names its file with
 * the language's first extension. TypeScript and JavaScript share a loader (typescript.ts: Sucrase
 * strips types and keeps every line); a language with its own engine (Python) is one more entry here
 * and one more loader (docs/sandbox.md, "Languages").
 */
export interface Language {
  id: 'typescript' | 'javascript'
  /** Its name for people: "TypeScript". */
  title: string
  /** The extensions it is read from, the first the one its files are written with. */
  extensions: readonly string[]
}

const LANGUAGES: readonly Language[] = [
  { id: 'typescript', title: 'TypeScript', extensions: ['.ts', '.mts'] },
  { id: 'javascript', title: 'JavaScript', extensions: ['.js', '.mjs'] },
]

/** A path's extension in lower case ("" when it has none). */
export function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1)
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot).toLowerCase() : ''
}

/** The language a file is written in, by its extension; null for any other extension. */
export function languageOf(path: string): Language | null {
  const ext = extensionOf(path)
  return LANGUAGES.find((l) => l.extensions.includes(ext)) ?? null
}

/** The language with this id (TypeScript for an unknown one). */
function languageById(id: string): Language {
  return LANGUAGES.find((l) => l.id === id) ?? LANGUAGES[0]
}

/** The extensions the checks read, for messages: ".ts, .mts, .js or .mjs". */
export function extensionList(): string {
  const all = LANGUAGES.flatMap((l) => l.extensions)
  return `${all.slice(0, -1).join(', ')} or ${all[all.length - 1]}`
}

/** The file a cell's code is saved as for the CLI: `<base><extension>` ("heuristic.ts"). */
export function fileNameFor(base: string, id: string): string {
  const safe = base.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'code'
  return `${safe}${languageById(id).extensions[0]}`
}
