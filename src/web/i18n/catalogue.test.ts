// Every key of the English catalogue has a French string, and French has no
// key English lacks: a string added in English without its translation fails here.
import { describe, expect, it } from 'vitest';
import { shell } from './en/shell.ts';
import { en } from './en.ts';
import type { Section } from './english.ts';
import { fr } from './fr.ts';
import { formatCount } from './index.tsx';

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

describe('the French catalogue', () => {
  const english = leaves(en);
  const french = leaves(fr);

  it('has every English key and no other', () => {
    expect(french.filter((key) => !english.includes(key))).toEqual([]);
    expect(english.filter((key) => !french.includes(key))).toEqual([]);
  });

  it('has a French string wherever English has text, with the same placeholders', () => {
    const problems: string[] = [];
    for (const key of english) {
      const source = at(en, key);
      const target = at(fr, key);
      if (typeof source !== 'string' || typeof target !== 'string') {
        problems.push(`${key}: not a string`);
        continue;
      }
      if (source !== '' && target.trim() === '') problems.push(`${key}: empty in French`);
      if (placeholders(source).join() !== placeholders(target).join()) problems.push(`${key}: placeholders differ`);
    }
    expect(problems).toEqual([]);
  });

  it('is really translated, not a copy of the English', () => {
    // Names (the site, the values, languages, a few words both languages share) may stay the same.
    const same = english.filter((key) => at(en, key) !== '' && at(en, key) === at(fr, key));
    expect(same.length).toBeLessThan(english.length * 0.05);
  });
});

describe('the English sections', () => {
  // The browser gets English in pieces (english.ts); the whole catalogue the
  // French is checked against must be exactly those pieces, none forgotten.
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
  it('writes the number for the language', () => {
    expect(formatCount(words, 1500, {}, 'count', 'fr')).toBe('1\u202f500 mots');
    expect(formatCount(en.writing.wordCount, 1500)).toBe('1,500 words');
  });
});
