import { describe, expect, it } from 'vitest';
import { challengesFor } from '#src/domain/challenges.ts';
import { levelFor } from '#src/domain/levels.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { badgeNames, challengeNames, levelTitle } from './progress-names.ts';

const firstStory = { id: 'first-story', title: 'First Story', description: 'Finish reading your first passage.' };

describe('names the server sends in English', () => {
  it('are shown in French from the French catalogue', () => {
    expect(badgeNames(fr, firstStory)).toEqual({
      title: 'Première histoire',
      description: 'Finissez de lire votre première histoire.',
      lang: undefined,
    });
    expect(levelTitle(fr, levelFor(0))).toBe('Élève débutant');
    const [read] = challengesFor('2026-11-22', 'UTC', {});
    expect(read && challengeNames(fr, read)).toMatchObject({ title: 'Lire 2 histoires', lang: undefined });
  });

  it('are the server’s words in English', () => {
    expect(badgeNames(en, firstStory)).toEqual({
      title: firstStory.title,
      description: firstStory.description,
      lang: undefined,
    });
    expect(levelTitle(en, levelFor(2100))).toBe('English Master');
  });

  it('stay the server’s English, marked as English, when the catalogue does not know them (a newer server)', () => {
    const newer = { id: 'night-owl', title: 'Night Owl', description: 'Read after midnight.' };
    expect(badgeNames(fr, newer)).toEqual({ title: 'Night Owl', description: 'Read after midnight.', lang: 'en' });
    expect(badgeNames(fr, { ...newer, id: 'constructor' }).title).toBe('Night Owl');
    expect(levelTitle(fr, { current: 8, title: 'Legend' })).toBe('Legend');
    const challenge = { id: 'challenge-write-1-2026-11-22', title: 'Write 1 text', description: 'Write today.' };
    expect(challengeNames(fr, challenge)).toMatchObject({ title: 'Write 1 text', lang: 'en' });
    expect(challengeNames(fr, { ...challenge, id: 'read-2' }).lang).toBe('en');
  });
});
