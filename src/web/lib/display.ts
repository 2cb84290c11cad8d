// Text size and contrast, set on <html> (data-text-size, data-contrast) so
// every rem-based size and every colour token follows (styles.css). Kept on
// this device so the next visit starts right, before the account answers.
import { TEXT_SIZES, type TextSize } from '#src/domain/display-options.ts';

const SIZE_KEY = 'text-size';
const CONTRAST_KEY = 'high-contrast';

export type Display = { textSize: TextSize; highContrast: boolean };

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage blocked: the choice still applies to this page
  }
}

function set({ textSize, highContrast }: Display) {
  const root = document.documentElement;
  if (textSize === 'normal') delete root.dataset.textSize;
  else root.dataset.textSize = textSize;
  if (highContrast) root.dataset.contrast = 'more';
  else delete root.dataset.contrast;
}

export function applyDisplay(display: Display) {
  set(display);
  store(SIZE_KEY, display.textSize);
  store(CONTRAST_KEY, display.highContrast ? 'on' : 'off');
}

/** The choice saved on this device; with none, a device that asks for more contrast gets it. */
export function restoreDisplay() {
  let size: string | null = null;
  let contrast: string | null = null;
  try {
    size = localStorage.getItem(SIZE_KEY);
    contrast = localStorage.getItem(CONTRAST_KEY);
  } catch {
    // nothing saved
  }
  set({
    textSize: (TEXT_SIZES as readonly string[]).includes(size ?? '') ? (size as TextSize) : 'normal',
    highContrast:
      contrast === null ? window.matchMedia?.('(prefers-contrast: more)').matches === true : contrast === 'on',
  });
}
