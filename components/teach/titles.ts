/** Articles' titles for the guide's lessons (build time: reads the content collection). */
import { articlesInOrder } from '../../src/lib/articles.ts'
import { ARTICLE_NAMES } from './glossary.ts'

/** A slug's article title; its short name when there is no such article yet. */
export async function articleTitles(): Promise<(slug: string) => string> {
  const articles = await articlesInOrder()
  return (slug) => articles.find((a) => a.id === slug)?.data.title ?? ARTICLE_NAMES[slug] ?? slug
}
