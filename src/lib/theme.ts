/**
 * The colour theme toggle: Auto (follow the system) → Light → Dark → Auto, remembered in localStorage.
 * The inline script in Base.astro applies the stored choice before first paint; this wires the button.
 */
type ThemeChoice = 'auto' | 'light' | 'dark'

const KEY = 'pn-theme'
const NEXT: Record<ThemeChoice, ThemeChoice> = { auto: 'light', light: 'dark', dark: 'auto' }
const TEXT: Record<ThemeChoice, string> = { auto: 'Auto', light: 'Light', dark: 'Dark' }
const ICON: Record<ThemeChoice, string> = { auto: '◐', light: '☀', dark: '☾' }

function stored(): ThemeChoice {
  try {
    const t = localStorage.getItem(KEY)
    return t === 'light' || t === 'dark' ? t : 'auto'
  } catch {
    return 'auto'
  }
}

function apply(choice: ThemeChoice, button: HTMLElement): void {
  const root = document.documentElement
  if (choice === 'auto') delete root.dataset.theme
  else root.dataset.theme = choice
  try {
    if (choice === 'auto') localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, choice)
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  const meaning = choice === 'auto' ? 'Auto follows the system' : `${TEXT[choice]} chosen`
  button.title = `Colour theme: ${meaning}; activate to change`
  const text = button.querySelector('[data-theme-text]')
  const icon = button.querySelector('[data-theme-icon]')
  if (text) text.textContent = TEXT[choice]
  if (icon) icon.textContent = ICON[choice]
}

export function initThemeToggle(): void {
  const button = document.querySelector<HTMLElement>('[data-theme-toggle]')
  if (!button) return
  let choice = stored()
  apply(choice, button)
  button.addEventListener('click', () => {
    choice = NEXT[choice]
    apply(choice, button)
  })
}
