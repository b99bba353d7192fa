/**
 * The component of an article's main widget, for its embed page only: importing it links the page
 * to the widget's CSS (see src/lib/puzzles.ts), which no other page should carry.
 */
import { mainWidgetFile } from './puzzles.ts'

const components = import.meta.glob<{ default: unknown }>('../../components/*/*.astro')

/** The main widget's component, or undefined when the article has none. */
export async function mainWidgetOf(slug: string, main?: string): Promise<any> {
  const file = mainWidgetFile(slug, main)
  return file && (await components[file]()).default
}
