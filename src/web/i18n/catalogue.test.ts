// Every translated catalogue, each checked the same way: it has every key
// of the English and no other (a language may add the plural forms it has),
// keeps each placeholder, writes in the direction of its script, and is
// really translated: a string the same as the English fails unless its key
// is on the allow-list of names and numbers below. The catalogues are the
// ones the site loads (LOCALES and their loaders in index.tsx), so a language
// added there is checked here without another line.
import { describe, expect, it } from 'vitest';
import { BADGES } from '#src/domain/badges.ts';
import { DAILY_CHALLENGES } from '#src/domain/challenges.ts';
import { WRITING_MODES } from '#src/domain/enums.ts';
import { LEVEL_TITLES } from '#src/domain/levels.ts';
import type { WritingGuide } from '#src/domain/library.ts';
import { ar } from './ar.ts';
import { shell } from './en/shell.ts';
import { en, type Messages } from './en.ts';
import type { Section } from './english.ts';
import { fr } from './fr.ts';
import { GUIDE_TRANSLATIONS } from './guides/index.ts';
import { format, formatCount, isolateLatin, LOCALES, type Locale, loadLocale } from './index.tsx';

type Shape = string | number | boolean | null | readonly Shape[] | { readonly [key: string]: Shape };

/** Every leaf path, array positions included: 'home.benefits.0.title'. */
function leaves(value: unknown, path = ''): string[] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value as Record<string, Shape>).flatMap(([key, child]) =>
      leaves(child, path ? `${path}.${key}` : key),
    );
  return [path];
}

function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], value);
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Keys whose text is the same in every language: names, and text that is only placeholders. */
const SAME_EVERYWHERE = [
  'direction', // checked against the script below
  'siteName',
  'language.names.en',
  'language.names.fr',
  'language.names.ar',
  'language.names.fa',
  'language.names.uk',
  'language.names.es',
  'levelWithBand',
  'labelled', // only punctuation: '{label}: {value}' where a language writes it as English does
  // The two columns of the side-by-side view are named each in its own language.
  'reading.columnEnglish',
  'reading.columnFrench',
];

/** Words a language shares with English, key by key; anything else the same as English is a forgotten string. */
const SAME_IN: Partial<Record<Locale, readonly string[]>> = {
  fr: [
    'nav.menu',
    'topics.nature',
    'topics.sports',
    'features.categories.resources.items.audio.title',
    'about.values.0.title', // Compassion
    'about.values.1.title', // Excellence
    'hub.today.xp', // {points} XP
    'progress.rarity.rare',
    'progress.points', // XP
    'reading.modes.normal',
    'reading.pause',
    'reading.accent',
    'writing.structure',
    'writing.pause',
    'writing.xpEarned',
    'reward.xp',
  ],
  // XP is the points' name in these glossaries too (docs/translation/glossary-*.md).
  uk: ['hub.today.xp', 'progress.points', 'writing.xpEarned', 'reward.xp'],
  es: ['hub.today.xp', 'progress.points', 'writing.xpEarned', 'reward.xp'],
};

const PLURAL_CATEGORIES = new Set<string>(['zero', 'one', 'two', 'few', 'many', 'other']);

/** A plural form the English does not need (Arabic's 'two'), beside an English {one, other}. */
function isAddedPluralForm(key: string): boolean {
  const parts = key.split('.');
  const category = parts.pop() ?? '';
  const parent = at(en, parts.join('.'));
  return (
    PLURAL_CATEGORIES.has(category) &&
    typeof parent === 'object' &&
    parent !== null &&
    'one' in parent &&
    'other' in parent
  );
}

/** The direction a language is written in, from the engine's locale data. */
function scriptDirection(locale: string): 'ltr' | 'rtl' {
  const info = new Intl.Locale(locale) as Intl.Locale & {
    getTextInfo?: () => { direction: 'ltr' | 'rtl' };
    textInfo?: { direction: 'ltr' | 'rtl' };
  };
  return (info.getTextInfo?.() ?? info.textInfo)?.direction ?? 'ltr';
}

const english = leaves(en);
const translated = await Promise.all(
  LOCALES.filter((locale) => locale !== 'en').map(async (locale) => [locale, await loadLocale(locale)] as const),
);

it('every interface language but English has a catalogue here', () => {
  expect(translated.map(([locale]) => locale)).toEqual(LOCALES.filter((locale) => locale !== 'en'));
  expect(translated.length).toBeGreaterThan(0);
});

describe.each(translated)('the %s catalogue', (locale, messages) => {
  const keys = leaves(messages);

  it('has every English key and no other, but the plural forms its language adds', () => {
    expect(keys.filter((key) => !english.includes(key) && !isAddedPluralForm(key))).toEqual([]);
    expect(english.filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('adds only plural forms its language has, each with the English placeholders', () => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    const problems: string[] = [];
    for (const key of keys.filter((k) => !english.includes(k) && isAddedPluralForm(k))) {
      const category = key.split('.').pop() ?? '';
      if (!categories.includes(category)) problems.push(`${key}: ${locale} has no '${category}' form`);
      const other = at(en, key.replace(/\.\w+$/, '.other'));
      const text = at(messages, key);
      if (
        typeof other !== 'string' ||
        typeof text !== 'string' ||
        placeholders(other).join() !== placeholders(text).join()
      )
        problems.push(`${key}: placeholders differ`);
    }
    expect(problems).toEqual([]);
  });

  it('has a string wherever English has text, with the same placeholders', () => {
    const problems: string[] = [];
    for (const key of english) {
      const source = at(en, key);
      const target = at(messages, key);
      if (typeof source !== 'string' || typeof target !== 'string') {
        problems.push(`${key}: not a string`);
        continue;
      }
      if (source !== '' && target.trim() === '') problems.push(`${key}: empty`);
      if (placeholders(source).join() !== placeholders(target).join()) problems.push(`${key}: placeholders differ`);
    }
    expect(problems).toEqual([]);
  });

  it('is written in the direction of its script', () => {
    expect(messages.direction).toBe(scriptDirection(locale));
  });

  it('is really translated: a string the same as the English is a name or a number on the allow-list', () => {
    const allowed = new Set([...SAME_EVERYWHERE, ...(SAME_IN[locale] ?? [])]);
    const same = english.filter((key) => at(en, key) !== '' && at(en, key) === at(messages, key) && !allowed.has(key));
    expect(same).toEqual([]);
  });
});

it('allows only keys the English has', () => {
  const listed = [...SAME_EVERYWHERE, ...Object.values(SAME_IN).flat()];
  expect(listed.filter((key) => !english.includes(key))).toEqual([]);
});

describe('the names the server sends in English (issue 33)', () => {
  const catalogues = [['en', en as Messages] as const, ...translated];

  it.each(catalogues)('%s names every level, badge and daily challenge of src/domain', (_, messages) => {
    expect(Object.keys(messages.levelTitles)).toEqual(LEVEL_TITLES.map((_title, i) => String(i + 1)));
    expect(Object.keys(messages.badges).sort()).toEqual(BADGES.map((b) => b.id).sort());
    expect(Object.keys(messages.hub.challenges).sort()).toEqual(DAILY_CHALLENGES.map((c) => c.key).sort());
  });

  it('are in English the spec’s words exactly', () => {
    expect(Object.values(en.levelTitles)).toEqual([...LEVEL_TITLES]);
    for (const { id, title, description } of BADGES) expect(en.badges[id]).toEqual({ title, description });
    for (const { key, title, description } of DAILY_CHALLENGES)
      expect(en.hub.challenges[key]).toEqual({ title, description });
  });

  // A badge's threshold lives in its rule (src/domain/badges.ts), not in data a
  // placeholder could take, so each translation writes the number itself.
  it.each(translated)('%s writes the numbers of the badges as its language writes them', (locale, messages) => {
    // The number, not part of a longer one: no digit (Western or Persian) or group separator and digit around it.
    const digit = '[\\d\\u06f0-\\u06f9]';
    const separator = '[\\s,.\\u066c]';
    const problems: string[] = [];
    for (const { id, description } of BADGES) {
      for (const [written] of description.matchAll(/\d[\d,]*/g)) {
        const number = new Intl.NumberFormat(locale).format(Number(written.replaceAll(',', '')));
        const escaped = number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const alone = new RegExp(`(?<!${digit}|${digit}${separator})${escaped}(?!${digit}|${separator}${digit})`);
        if (!alone.test(messages.badges[id].description)) problems.push(`badges.${id}: ${number}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the English sections', () => {
  // The browser gets English in pieces (english.ts); the whole catalogue each
  // translation is checked against must be exactly those pieces, none forgotten.
  const files = import.meta.glob<Record<string, Section>>('./en/*.ts', { eager: true });
  const sections = Object.entries(files).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name]) => name !== 'shell')
      .map(([name, value]) => ({ name: `${file} ${name}`, keys: Object.keys(value.text), text: value.text })),
  );

  it('each top-level key comes from one place only', () => {
    const owners = new Map<string, string[]>();
    for (const key of Object.keys(shell)) owners.set(key, ['shell']);
    for (const { name, keys } of sections) for (const key of keys) owners.set(key, [...(owners.get(key) ?? []), name]);
    expect([...owners].filter(([, from]) => from.length > 1)).toEqual([]);
  });

  it('together are the whole English catalogue', () => {
    const joined = Object.assign({}, shell, ...sections.map((s) => s.text));
    expect(Object.keys(joined).sort()).toEqual(Object.keys(en).sort());
    expect(joined).toEqual(en);
  });
});

describe('plurals through Intl.PluralRules', () => {
  const words = { one: '{count} mot', other: '{count} mots' };
  it('follows each language: French says 0 and 1 in the singular, English only 1', () => {
    expect(formatCount(fr.writing.wordCount, 0, {}, 'count', 'fr')).toBe('0 mot');
    expect(formatCount(fr.writing.wordCount, 1, {}, 'count', 'fr')).toBe('1 mot');
    expect(formatCount(fr.writing.wordCount, 2, {}, 'count', 'fr')).toBe('2 mots');
    expect(formatCount(en.writing.wordCount, 0)).toBe('0 words');
    expect(formatCount(en.writing.wordCount, 1)).toBe('1 word');
  });
  it('follows Arabic: its own form for 2, for 3 to 10 and for 11 to 99', () => {
    expect(formatCount(ar.writing.wordCount, 2, {}, 'count', 'ar')).toBe('2 كلمتان');
    expect(formatCount(ar.writing.wordCount, 5, {}, 'count', 'ar')).toBe('5 كلمات');
    expect(formatCount(ar.writing.wordCount, 11, {}, 'count', 'ar')).toBe('11 كلمة');
    expect(formatCount(ar.writing.wordCount, 100, {}, 'count', 'ar')).toBe('100 كلمة');
  });
  it('writes the number for the language', () => {
    expect(formatCount(words, 1500, {}, 'count', 'fr')).toBe('1\u202f500 mots');
    expect(formatCount(en.writing.wordCount, 1500)).toBe('1,500 words');
  });
});

describe('a value put into a sentence', () => {
  it('is isolated inside a right-to-left sentence, so an English title keeps its own direction', () => {
    expect(format(ar.reward.badge, { title: 'First Story!' })).toBe('شارة جديدة: \u2068First Story!\u2069.');
    expect(format(ar.progress.levelLine, { level: 3, title: 'Reader' })).toBe('المستوى 3: \u2068Reader\u2069');
  });
  it('keeps an English example whole inside an Arabic instruction, its brackets outside', () => {
    expect(isolateLatin('اكتب اسمه (Dear Ms Patel, / Hello Mr Okafor,).')).toBe(
      'اكتب اسمه (\u2068Dear Ms Patel, / Hello Mr Okafor,\u2069).',
    );
    expect(isolateLatin('صيغ الكلمات: «information»، «agree»، {count}')).toBe(
      'صيغ الكلمات: «\u2068information\u2069»، «\u2068agree\u2069»، {count}',
    );
    expect(isolateLatin('الصيغ: I am, I would (لا I’m, I’d).')).toBe(
      'الصيغ: \u2068I am, I would\u2069 (لا \u2068I’m, I’d\u2069).',
    );
  });
  it('is left as it is in a left-to-right sentence, and a number is never wrapped', () => {
    expect(format(en.reward.badge, { title: 'First Story!' })).toBe('New badge: First Story!.');
    expect(format(ar.progress.up, { n: '12' })).toBe('صعد 12');
  });
});

describe('the writing guides’ instructions (issue 33)', () => {
  // What a learner reads to plan a text: the template's title, plan, tips, time
  // plan and the names of the phrase groups; and how it is judged: each
  // criterion's name, its question and what each band means. The phrases, the
  // tasks and the bands' examples stay English: they are what is learned.
  const guides = Object.values(
    import.meta.glob<{ default: WritingGuide }>('../../../content/writing/*/guide.json', { eager: true }),
  ).map((file) => file.default);
  const instructions = [
    ...new Set(
      guides.flatMap(({ template: t, criteria }) => [
        t.title,
        ...t.structure,
        ...t.tips,
        ...t.timeAllocation.map((a) => a.phase),
        ...t.keyPhrases.map((k) => k.category),
        ...criteria.flatMap((c) => [c.criterion, c.description, ...c.bands.map((b) => b.descriptor)]),
      ]),
    ),
  ].sort();

  it('are read from every guide, its scoring guide included', () => {
    expect(guides.map((g) => g.mode).sort()).toEqual([...WRITING_MODES].sort());
    expect(guides.filter((g) => g.criteria.length === 0).map((g) => g.mode)).toEqual([]);
    expect(instructions.length).toBeGreaterThan(200);
  });

  it.each(Object.entries(GUIDE_TRANSLATIONS))('%s translates every instruction and no other', async (_, load) => {
    const sentences = await load();
    expect(instructions.filter((english) => !sentences[english]?.trim())).toEqual([]);
    expect(Object.keys(sentences).filter((english) => !instructions.includes(english))).toEqual([]);
    expect(Object.entries(sentences).filter(([english, said]) => english === said)).toEqual([]);
  });

  it('has a translation for every interface language but English', () => {
    expect(Object.keys(GUIDE_TRANSLATIONS).sort()).toEqual(LOCALES.filter((locale) => locale !== 'en').sort());
  });
});
