// The site's own senses (content/site-senses.json), for meanings WordNet lacks
// (the verb 'click' on a link, a payment 'card'): given WordNet's shape so the
// popup, the word bank and the content check treat them as one more sense.
// A site sense has no synset, so no translation: the popup says nothing
// rather than give another sense's words.
import type { SiteSenses } from '#src/domain/library.ts';
import type { WordNetSense } from '#src/server/language/wordnet.ts';

/** The lexicographer name a site sense carries instead of WordNet's. */
export const SITE_LEX_NAME = 'site';

export function siteSense(siteSenses: SiteSenses, key: string): WordNetSense | null {
  const own = Object.hasOwn(siteSenses, key) ? siteSenses[key] : undefined;
  if (!own) return null;
  return {
    senseKey: key,
    lemma: own.lemma,
    synset: `site:${key}`,
    pos: own.pos,
    senseNumber: 0,
    tagCount: 0,
    lexName: SITE_LEX_NAME,
    definition: own.definition,
    examples: own.example ? [own.example] : [],
    synonyms: [own.lemma],
    usage: [],
    hypernym: null,
  };
}
