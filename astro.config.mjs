// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { unified } from '@astrojs/markdown-remark';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

// Math is rendered to HTML at build time (rehype-katex); the page only needs KaTeX's CSS and
// fonts, which Vite bundles from node_modules, so nothing is fetched from a CDN.
export default defineConfig({
  site: 'http://localhost:4321',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  markdown: {
    processor: unified({ remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] }),
    shikiConfig: {
      themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
      defaultColor: 'light',
    },
  },
  integrations: [mdx()],
  devToolbar: { enabled: false },
  server: { port: 4321, host: 'localhost' },
  vite: {
    worker: { format: 'es' },
  },
});
