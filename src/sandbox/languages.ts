/**
 * The languages reader code may be written in, and how a file's name picks one: the CLI grades
 * `.ts`, `.mts`, `.js` and `.mjs` files as TypeScript (types stripped by Sucrase, typescript.ts) and
 * `.py` files as Python (run by Pyodide inside the same sandbox, python.ts). The judge never runs
 * reader code, so one judge serves both; only the loader and the engine differ.
 */
import { loadTypeScript, type Loaded, type Transform } from './typescript.ts'

export type Language = 'typescript' | 'python'

/** What a loader needs: Sucrase's transform for TypeScript (the page loads it on demand). */
interface LoaderTools {
  transform?: Transform
}

export interface LanguageLoader {
  language: Language
  /** For messages and the page's switch: "TypeScript", "Python". */
  label: string
  /** The extension a downloaded file gets, and the one the CLI's help names. */
  extension: string
  /**
   * The reader's source as the sandbox takes it, or why not with the line. TypeScript: stripped to
   * JavaScript with the same lines. Python: the source itself (Python compiles it inside the
   * sandbox, where a syntax error gets its line too); only text no editor writes is refused here.
   */
  load(source: string, tools: LoaderTools): Loaded
}

const typescript: LanguageLoader = {
  language: 'typescript',
  label: 'TypeScript',
  extension: '.ts',
  load(source, tools) {
    if (!tools.transform) throw new Error('the TypeScript loader needs Sucrase')
    return loadTypeScript(source, tools.transform)
  },
}

const python: LanguageLoader = {
  language: 'python',
  label: 'Python',
  extension: '.py',
  load(source) {
    const nul = source.indexOf('\u0000')
    if (nul >= 0) {
      const line = source.slice(0, nul).split('\n').length
      return { ok: false, message: 'Syntax error: a NUL character in the source', line, column: null }
    }
    return { ok: true, js: source }
  },
}

/** The loader of each language. */
export const LOADERS: Readonly<Record<Language, LanguageLoader>> = { typescript, python }

/** The language of each file extension the CLI grades. */
const EXTENSIONS: Readonly<Record<string, Language>> = {
  '.ts': 'typescript',
  '.mts': 'typescript',
  '.js': 'typescript',
  '.mjs': 'typescript',
  '.py': 'python',
}

/** The language a file's name says (by its extension, any case), or null for another file. */
export function languageOf(path: string): Language | null {
  const m = /(\.[A-Za-z]+)$/.exec(path)
  return m ? (EXTENSIONS[m[1].toLowerCase()] ?? null) : null
}

/** A TypeScript name in Python's style: `isSolvable` → `is_solvable`, `lowerBound` → `lower_bound`. */
export function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
}

/** How a file names its language for people and for "Download my code" (grading, hand-in). */
export interface LanguageInfo {
  id: 'typescript' | 'javascript' | 'python'
  /** Its name for people: "TypeScript". */
  title: string
  /** The extensions it is read from, the first the one its files are written with. */
  extensions: readonly string[]
  /** The loader that runs it (JavaScript is read by the TypeScript loader). */
  loader: Language
}

const LANGUAGES: readonly LanguageInfo[] = [
  { id: 'typescript', title: 'TypeScript', extensions: ['.ts', '.mts'], loader: 'typescript' },
  { id: 'javascript', title: 'JavaScript', extensions: ['.js', '.mjs'], loader: 'typescript' },
  { id: 'python', title: 'Python', extensions: ['.py'], loader: 'python' },
]

/** A path's extension in lower case ("" when it has none). */
export function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1)
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot).toLowerCase() : ''
}

/** The language a file is written in, by its extension, with its name; null for any other extension. */
export function languageInfo(path: string): LanguageInfo | null {
  const ext = extensionOf(path)
  return LANGUAGES.find((l) => l.extensions.includes(ext)) ?? null
}

/** The extensions the checks read, for messages: ".ts, .mts, .js, .mjs or .py". */
export function extensionList(): string {
  const all = LANGUAGES.flatMap((l) => l.extensions)
  return `${all.slice(0, -1).join(', ')} or ${all[all.length - 1]}`
}

/** The file a cell's code is saved as for the CLI: `<base><extension>` ("heuristic.ts", "heuristic.py"). */
export function fileNameFor(base: string, id: string): string {
  const safe = base.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'code'
  const language = LANGUAGES.find((l) => l.id === id) ?? LANGUAGES[0]
  return `${safe}${language.extensions[0]}`
}
