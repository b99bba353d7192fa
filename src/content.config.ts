import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

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
    sources: z.array(
      z.object({ title: z.string(), author: z.string().optional(), note: z.string().optional(), url: z.string().optional() }),
    ),
  }),
});

export const collections = { articles };
