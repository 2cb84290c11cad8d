// The PDF's font: DejaVu Sans when the host has it (.ci/run installs
// fonts-dejavu-core), which has Latin with accents, IPA, Cyrillic, and the
// Arabic letters with Persian's (پ چ ژ گ ک ی) and the joining forms its
// GSUB table picks. Else pdfkit's Helvetica, which has Western European
// letters only: a translation in another script is then refused, never drawn
// as empty boxes.
import { existsSync } from 'node:fs';
import type { TranslationLanguage } from '#src/domain/word-help.ts';

const FONT_DIRS = [process.env.PDF_FONT_DIR, '/usr/share/fonts/truetype/dejavu'].filter(Boolean) as string[];

export function fonts(): { regular: string; bold: string; unicode: boolean } {
  for (const dir of FONT_DIRS) {
    const regular = `${dir}/DejaVuSans.ttf`;
    const bold = `${dir}/DejaVuSans-Bold.ttf`;
    if (existsSync(regular) && existsSync(bold)) return { regular, bold, unicode: true };
  }
  return { regular: 'Helvetica', bold: 'Helvetica-Bold', unicode: false };
}

/** Languages whose letters Helvetica has (WinAnsi: French and Spanish accents). */
const IN_HELVETICA: readonly TranslationLanguage[] = ['fr', 'es'];

/** Whether this host (with a Unicode font or not) can draw a translation in the language with real letters. */
export const canDraw = (language: TranslationLanguage, unicode = fonts().unicode) =>
  unicode || IN_HELVETICA.includes(language);
