// The library issue's last check: with no AI service configured, the real
// endpoints offer at least 3 passages for every level × topic and at least 5
// tasks for every writing mode, each of which loads whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READING_LEVELS, TOPICS, WRITING_MODES } from '#src/domain/enums.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';

const CONTENT_DIR = new URL('../../content', import.meta.url).pathname;

describe('the built-in library through the API, with no AI configured', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { contentDir: CONTENT_DIR }, { ai: null });
    cookie = (await registerUser(t.app)).cookie;
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: { cookie } });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  const load = async (key: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passage-content',
      payload: { key },
      headers: { cookie },
    });
    expect(res.statusCode, key).toBe(200);
    return res.json().content;
  };

  it('offers at least 3 passages for every level and topic, each loading with its questions and French', async () => {
    for (const level of READING_LEVELS) {
      for (const topic of TOPICS) {
        const { passages } = await get(`/api/passages?level=${level}&topic=${topic}`);
        expect(passages.length, `${level}/${topic}`).toBeGreaterThanOrEqual(3);
        for (const item of passages) {
          expect(item.metadata).toMatchObject({ level, topic, source: 'library' });
          const content = await load(item.key);
          expect(content.text.length).toBeGreaterThan(100);
          expect(content.questions).toHaveLength(5);
          expect(content.french?.text.length).toBeGreaterThan(100);
        }
      }
    }
  });

  it('offers at least 5 tasks for every writing mode, each loading with its sample answer', async () => {
    for (const mode of WRITING_MODES) {
      const { tasks } = await get(`/api/writing-tasks?mode=${mode}`);
      expect(tasks.length, mode).toBeGreaterThanOrEqual(5);
      for (const item of tasks) {
        const content = await load(item.key);
        expect(content).toMatchObject({ mode, title: item.metadata.title });
        expect(content.sampleAnswer.length).toBeGreaterThan(100);
      }
    }
  });

  it('serves a library passage of the asked level and topic when asked to generate one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-passage',
      payload: { prompt: '', level: 'non-english', topic: 'sports' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.passage.length).toBeGreaterThan(100);
    expect(body.questions).toHaveLength(5);
    expect((await load(body.key ?? body.pdfKey.replace(/^pdf\//, ''))).topic).toBe('sports');
  });
});
