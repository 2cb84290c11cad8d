// A library word whose table gives one of the site's own senses (content/site-senses.json), for a meaning WordNet
// lacks ('click' on a link): GET /api/dictionary shows its plain definition first with its key and no words in
// the learner's language (none rather than another sense's), WordNet's meanings after it, and the word bank
// keeps the key.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSenses } from '#src/domain/library.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';
import { fixturePassage, writeFixtureLibrary } from '../support/library-fixture.ts';

const KEY = 'reading/non-english/technology/fx-click';
const SENTENCE = 'I click on the link.';
const CLICK = 'click%2:99:00::';
const SITE_SENSES: SiteSenses = {
  [CLICK]: { lemma: 'click', pos: 'v', definition: 'to press a button on the mouse or touch a link to open it' },
};

describe.each(ENGINES)('a site sense in word help on %s', (engine) => {
  let t: TestApp;
  let user: { cookie: string; userId: string };

  beforeAll(async () => {
    const library = writeFixtureLibrary();
    const passage = fixturePassage('fx-click', 'non-english', 'technology');
    passage.text = `${passage.text}\n\n${SENTENCE}`;
    passage.wordSenses = [{ at: passage.text.lastIndexOf('click'), word: 'click', sense: CLICK }];
    passage.sensesReviewed = true;
    const path = join(library, 'reading/non-english/technology');
    mkdirSync(path, { recursive: true });
    writeFileSync(join(path, 'fx-click.json'), JSON.stringify(passage));
    writeFileSync(join(library, 'site-senses.json'), JSON.stringify(SITE_SENSES));
    t = await createTestApp(engine, { contentDir: library });
    user = await registerUser(t.app);
  });
  afterAll(() => t.close());

  it('shows the site sense first, with its definition and key, and no translation', async () => {
    const res = await t.app.inject({
      url: `/api/dictionary/click?${new URLSearchParams({ passageKey: KEY, sentence: SENTENCE, translate: 'ar' })}`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    const help = res.json();
    expect(help).toMatchObject({ source: 'dictionary', lemma: 'click' });
    expect(help.definitions[0]).toEqual({
      partOfSpeech: 'verb',
      definition: SITE_SENSES[CLICK]?.definition,
      example: null,
      senseKey: CLICK,
      translation: null,
    });
    // WordNet's meanings of the word follow, each with its own key.
    expect(help.definitions.length).toBeGreaterThan(1);
    for (const d of help.definitions.slice(1)) expect(d.senseKey).toMatch(/^click%[1-5]:(?!99)/);
  });

  it('keeps the site sense key in the word bank', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/passage-content',
      payload: { key: KEY },
      headers: { cookie: user.cookie },
    });
    expect(opened.statusCode).toBe(200);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.userId}/words`,
      payload: { word: 'click', definition: SITE_SENSES[CLICK]?.definition, sentence: SENTENCE, senseKey: CLICK },
      headers: { cookie: user.cookie },
    });
    expect(added.json()).toMatchObject({ added: true });
    const list = await t.app.inject({ url: `/api/user/${user.userId}/words`, headers: { cookie: user.cookie } });
    expect(list.json().words).toEqual([expect.objectContaining({ word: 'click', senseKey: CLICK })]);
  });
});
