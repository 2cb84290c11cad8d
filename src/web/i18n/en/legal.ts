// The terms and privacy pages (their text is in en-legal.ts).
import { privacy, terms } from '../en-legal.ts';
import { section } from '../english.ts';

export const legalText = section({
  legal: {
    updated: 'Last updated: {date}',
    // Shown on a translated legal page only: the English text is the reference.
    translationNote: '',
  },
  terms,
  privacy,
});
