// The reward after practice names a new badge and a new level in the
// learner's language, though the server sends them in English (issue 33).
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { BADGES } from '#src/domain/badges.ts';
import { levelFor } from '#src/domain/levels.ts';
import { I18nProvider, loadLocale } from '../i18n/index.tsx';
import { Reward, type RewardFacts } from './Reward.tsx';

const [firstStory] = BADGES;
const facts: RewardFacts = {
  xp: 60,
  minutesToday: 5,
  goalMinutes: 15,
  streak: 1,
  streakStarted: true,
  badges: [{ id: firstStory.id, title: firstStory.title, description: firstStory.description }],
  levelUp: levelFor(100),
};

const render = (locale: 'en' | 'fr' | 'ar') =>
  renderToStaticMarkup(
    <I18nProvider initial={locale}>
      <Reward facts={facts} />
    </I18nProvider>,
  );

describe('Reward', () => {
  beforeAll(async () => {
    await Promise.all([loadLocale('fr'), loadLocale('ar')]);
  });

  it('names the new badge and the new level in French', () => {
    const html = render('fr');
    expect(html).toContain('Nouveau badge : Première histoire.');
    expect(html).toContain('Finissez de lire votre première histoire.');
    expect(html).toContain('niveau 2 : Apprenant motivé.');
    expect(html).not.toMatch(/First Story|Eager Learner/);
  });

  it('keeps the spec’s English in English', () => {
    const html = render('en');
    expect(html).toContain('New badge: First Story.');
    expect(html).toContain('You are now level 2: Eager Learner.');
  });

  it('isolates the badge’s name inside a right-to-left sentence', () => {
    expect(render('ar')).toContain('شارة جديدة: \u2068أول قصة\u2069.');
  });
});
