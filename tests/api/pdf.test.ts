// Issue 17 (2): each download is read back with a PDF parser and every
// section the learner was promised is found in its text.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryPassage, LibraryTask, WritingGuide } from '#src/domain/library.ts';
import { PDF_MESSAGES, PDF_TEXT, passagePdfUrl, taskPdfUrl } from '#src/domain/pdf.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { registerUser } from '../support/builders.ts';
import { ENGINES } from '../support/database.ts';

const contentDir = resolve('content');
const read = <T>(path: string): T => JSON.parse(readFileSync(resolve(contentDir, path), 'utf8')) as T;
const PASSAGE_KEY = 'reading/intermediate/food/in-food-keeping-food-safe';
const passage = read<LibraryPassage>(`${PASSAGE_KEY}.json`);
const TASK_KEY = 'writing/report-writing/rw-food-bank-visits';
const task = read<LibraryTask>('writing/report-writing/rw-food-bank-visits.json');
const guide = read<WritingGuide>('writing/report-writing/guide.json');

/** The text of each page, with white space collapsed (pdf.js splits lines into runs). */
async function pagesOf(bytes: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
        .join('')
        .replace(/\s+/g, ' ')
        // A line broken after a hyphen ("jetez-" / "le") reads as one word.
        .replace(/(\p{L})- (\p{Ll})/gu, '$1-$2'),
    );
  }
  await doc.destroy();
  return pages;
}
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The pages' text as one, without the running footers that fall between pages. */
const body = (pages: string[]) => pages.join(' ').replace(/ ?English Commons · .*? · Page \d+ of \d+ ?/g, ' ');

describe.each(ENGINES)('PDF downloads on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { contentDir });
    cookie = (await registerUser(t.app)).cookie;
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { cookie, ...headers } });

  it('a passage: title, level, topic, text, vocabulary with definitions, questions, and the answer key on its last page', async () => {
    const res = await get(passagePdfUrl(PASSAGE_KEY));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="in-food-keeping-food-safe.pdf"');
    const pages = await pagesOf(res.rawPayload);
    const all = body(pages);
    const beforeKey = body(pages.slice(0, -1));
    const last = pages.at(-1) ?? '';
    expect(pages[0]).toContain(squash(passage.title));
    expect(pages[0]).toContain(`${PDF_TEXT.level}: ${PDF_TEXT.levels.intermediate}`);
    expect(pages[0]).toContain(`${PDF_TEXT.topic}: ${PDF_TEXT.topics.food}`);
    for (const paragraph of passage.text.split(/\n\s*\n/)) expect(all).toContain(squash(paragraph));
    expect(beforeKey).toContain(PDF_TEXT.vocabulary);
    for (const v of passage.vocabulary) {
      expect(beforeKey).toContain(`${v.word}: ${squash(v.definition)}`);
      expect(beforeKey).toContain(squash(v.sentence));
    }
    expect(beforeKey).toContain(PDF_TEXT.questions);
    passage.questions.forEach((q, i) => {
      expect(beforeKey).toContain(`${i + 1}. ${squash(q.question)}`);
      q.options.forEach((o, oi) => {
        expect(beforeKey).toContain(`${'ABCD'[oi]}) ${squash(o)}`);
      });
      // The answers are kept apart, on the last page only.
      expect(beforeKey).not.toContain(squash(q.explanation));
      expect(last).toContain(`${i + 1}. ${'ABCD'[q.correctAnswer]}) ${squash(q.options[q.correctAnswer] ?? '')}`);
      expect(last).toContain(squash(q.explanation));
    });
    expect(last).toContain(PDF_TEXT.answerKey);
    expect(all).not.toContain(PDF_TEXT.french);
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
  });

  it('French on request: the translated text, vocabulary and questions, with their accents', async () => {
    const res = await get(passagePdfUrl(PASSAGE_KEY, true));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('in-food-keeping-food-safe-fr.pdf');
    const all = body(await pagesOf(res.rawPayload));
    expect(all).toContain(`${PDF_TEXT.french}: ${squash(passage.french.title)}`);
    for (const paragraph of passage.french.text.split(/\n\s*\n/)) expect(all).toContain(squash(paragraph));
    for (const v of passage.french.vocabulary) expect(all).toContain(`${v.word}: ${squash(v.definition)}`);
    for (const q of passage.french.questions) expect(all).toContain(squash(q.question));
    expect(all).toContain(squash(passage.title));
  });

  it('a writing task: prompt, requirements, the chart, template, time plan and scoring criteria', async () => {
    const res = await get(taskPdfUrl(TASK_KEY));
    expect(res.statusCode).toBe(200);
    const all = body(await pagesOf(res.rawPayload));
    expect(all).toContain(squash(task.title));
    expect(all).toContain(PDF_TEXT.modes['report-writing']);
    expect(all).toContain(`Time limit: ${task.timeLimit} minutes`);
    expect(all).toContain(squash(task.prompt));
    for (const r of task.requirements) expect(all).toContain(squash(r));
    const chart = task.chart;
    if (!chart) throw new Error('the report task has a chart');
    expect(all).toContain(squash(chart.title));
    for (const label of chart.labels) expect(all).toContain(label);
    for (const value of chart.series[0]?.values ?? []) expect(all).toContain(String(value));
    expect(all).toContain(`${PDF_TEXT.template}: ${squash(guide.template.title)}`);
    for (const s of guide.template.structure) expect(all).toContain(squash(s));
    for (const tip of guide.template.tips) expect(all).toContain(squash(tip));
    expect(all).toContain(PDF_TEXT.timePlan);
    for (const p of guide.template.timeAllocation) expect(all).toContain(`${squash(p.phase)}: ${p.minutes} min`);
    expect(all).toContain(PDF_TEXT.criteria);
    for (const c of guide.criteria) {
      expect(all).toContain(squash(c.criterion));
      for (const b of c.bands) expect(all).toContain(`Band ${b.band}: ${squash(b.descriptor)}`);
    }
  });

  it('the same content is drawn once: a second download answers 304 to its ETag', async () => {
    const first = await get(taskPdfUrl(TASK_KEY));
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(taskPdfUrl(TASK_KEY), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect((await get(taskPdfUrl(TASK_KEY))).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('refuses unknown content, a missing key, and visitors', async () => {
    expect((await get(passagePdfUrl('reading/nope/none'))).json()).toEqual({
      error: 'We could not find that content.',
    });
    expect((await get('/api/pdf/passage')).statusCode).toBe(400);
    expect((await get('/api/pdf/task?key=')).statusCode).toBe(400);
    expect((await t.app.inject({ url: taskPdfUrl(TASK_KEY) })).statusCode).toBe(401);
  });

  it('French that does not exist yet is a 404 with a plain message', async () => {
    await t.database.db.updateTable('passages').set({ french: null }).where('key', '=', PASSAGE_KEY).execute();
    const res = await get(passagePdfUrl(PASSAGE_KEY, true));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: PDF_MESSAGES.noFrench });
  });
});
