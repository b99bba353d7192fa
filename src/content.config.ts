import { defineCollection } from 'astro:content'
import { glob } from 'astro/loaders'
import { z } from 'astro/zod'

/** One notebook article per technique, in content/<slug>.mdx. */
const articles = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './content' }),
  schema: z.object({
    title: z.string(),
    /** One line on the technique the article teaches (shown on the home page). */
    technique: z.string(),
    description: z.string(),
    /** Position in the reading order (previous/next links, home page). */
    order: z.number(),
    /** The puzzle (its id, src/solvers/<id>/) whose board pictures the article; default: the puzzle whose slug this is. */
    puzzle: z.string().optional(),
    /** The id of the widget the first screen links to; default "play", the main widget. */
    widget: z.string().optional(),
    /** The main widget's component under components/ (e.g. "search/Race"), for the embed page; default: the puzzle's Play. */
    main: z.string().optional(),
    sources: z.array(
      z.object({
        title: z.string(),
        author: z.string().optional(),
        note: z.string().optional(),
        url: z.string().optional(),
      }),
    ),
  }),
})

export const collections = { articles }
