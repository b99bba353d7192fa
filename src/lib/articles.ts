/** The articles in reading order, shared by the home page and the article pages. */
import { getCollection, type CollectionEntry } from 'astro:content'

export async function articlesInOrder(): Promise<CollectionEntry<'articles'>[]> {
  const all = await getCollection('articles')
  return all.sort((a, b) => a.data.order - b.data.order)
}
