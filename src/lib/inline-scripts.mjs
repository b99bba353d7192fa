// The only scripts the layouts print inline, as they must run before the first paint. They live
// here as strings so the pages print exactly this text and astro.config.mjs can put its hash in
// the Content-Security-Policy (a CSP allows an inline script only by its hash).

export const INLINE_SCRIPTS = {
  // The reader's theme before first paint (no flash of the other one); the `js` class lets CSS
  // hide controls that would do nothing without scripts.
  theme:
    "document.documentElement.classList.add('js');try{const t=localStorage.getItem('pn-theme');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}",
  // The contents open beside the article on wide screens; on narrow ones they stay folded, so the
  // title and the first widget are on the first screen.
  // The same for the real code beside each algorithm's pseudocode (kit's Algorithm.astro): open
  // from 40rem up, folded on phones.
  toc: "if(matchMedia('(min-width: 64rem)').matches)document.querySelector('[data-toc]')?.setAttribute('open','');if(matchMedia('(min-width: 40rem)').matches)document.querySelectorAll('[data-open-wide]').forEach((d)=>d.setAttribute('open',''))",
}
