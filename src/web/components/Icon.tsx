// Small line icons drawn inline, so they look the same on every device
// (emoji are missing on many older phones). Levels and badges name theirs in
// src/domain; every name is drawn here.
const PATHS: Record<string, string> = {
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm3.5 5.5-2 5-5 2 2-5z',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3 15h2',
  book: 'M4 5a2 2 0 0 1 2-2h5v17H6a2 2 0 0 0-2 2zm16 0a2 2 0 0 0-2-2h-5v17h5a2 2 0 0 1 2 2z',
  pen: 'M4 20l4-1 11-11-3-3L5 16zm10-13 3 3',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zm0 2H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v4m-4 3h8',
  seedling: 'M12 21v-9m0 0c0-4 3-7 7-7 0 4-3 7-7 7zm0 0C12 8 9 5 5 5c0 4 3 7 7 7',
  books: 'M4 4h4v16H4zm6 0h4v16h-4zm6 1 3.5-1 3 15-3.5 1z',
  shield: 'M12 3 5 6v6c0 4.5 3 7.5 7 9 4-1.5 7-4.5 7-9V6z',
  gem: 'M6 3h12l3 6-9 12L3 9zM3 9h18',
  crown: 'M3 18h18M4 8l4 4 4-7 4 7 4-4-2 10H6z',
  road: 'M8 3 4 21m12-18 4 18M12 5v3m0 4v3m0 4v2',
  check: 'M4 12l5 5L20 6',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.3l1-6.2L3 9.7l6.2-.9z',
  medal: 'M8 3h8l-2 6h-4zm4 6a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
  tag: 'M3 12V4h8l10 10-8 8zm5-5h.01',
  feather: 'M20 4C10 4 6 10 5 19l3-3h6c4-2 6-7 6-12zM5 19 15 9',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3.5 9h17M3.5 15h17M12 3c-2.5 2.5-3.5 5.5-3.5 9s1 6.5 3.5 9m0-18c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9',
  flame: 'M12 21c-4 0-7-3-7-7 0-5 5-6 5-11 3 2 4 5 4 7 1-1 2-2 2-4 2 2 3 5 3 8 0 4-3 7-7 7z',
};

export type IconName = keyof typeof PATHS;
/** Every icon's name (the build draws each for the Hub's first paint, src/web/prerender.tsx). */
export const ICON_NAMES = Object.keys(PATHS) as IconName[];

export function Icon({ name, size = 28, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={PATHS[name] ?? PATHS.star} />
    </svg>
  );
}
