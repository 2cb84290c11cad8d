// A small, valid library written to a temporary folder, for content tests
// that must not depend on the real library's size.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LibraryPassage, LibraryTask, StoryTranslation, WritingGuide } from '#src/domain/library.ts';

const sentence = 'The harvest festival in our town brings families together every autumn with music and bread.';

export function fixturePassage(
  id: string,
  level: LibraryPassage['level'],
  topic: LibraryPassage['topic'],
): LibraryPassage {
  const text = `${Array.from({ length: 16 }, () => sentence).join(' ')}\n\n${Array.from({ length: 3 }, () => sentence).join(' ')}`;
  const question = (i: number) => ({
    question: `Question ${i + 1} about the festival?`,
    options: ['Music and bread', 'Snow', 'A train', 'A storm'],
    correctAnswer: 0,
    explanation: 'The first paragraph says it brings music and bread.',
  });
  return {
    id,
    title: `Fixture ${id}`,
    level,
    topic,
    text,
    questions: Array.from({ length: 5 }, (_, i) => question(i)),
    vocabulary: [
      { word: 'harvest', definition: 'the time when crops are gathered', sentence: 'We picked apples at harvest.' },
      { word: 'festival', definition: 'a special day or days of celebration', sentence: 'The festival had dancing.' },
    ],
    french: {
      title: `Fixture ${id} (FR)`,
      text: 'La fête des récoltes réunit les familles.\n\nIl y a de la musique et du pain.',
      questions: Array.from({ length: 5 }, (_, i) => ({
        question: `Question ${i + 1} sur la fête ?`,
        options: ['La musique et le pain', 'La neige', 'Un train', 'Une tempête'],
        explanation: 'Le premier paragraphe le dit.',
      })),
      vocabulary: [
        { word: 'harvest', definition: 'le moment où on ramasse les récoltes' },
        { word: 'festival', definition: 'une fête spéciale' },
      ],
    },
  };
}

/** The team's Arabic translation of fx-daily (content/translations/ar/fx-daily.json in the fixture library). */
export const FIXTURE_ARABIC: StoryTranslation = {
  title: 'مهرجان الحصاد',
  text: 'مهرجان الحصاد في مدينتنا يجمع العائلات.\n\nفيه موسيقى وخبز.',
  names: {},
  questions: Array.from({ length: 5 }, (_, i) => ({
    question: `السؤال ${i + 1} عن المهرجان؟`,
    options: ['الموسيقى والخبز', 'الثلج', 'قطار', 'عاصفة'],
    explanation: 'تقول الفقرة الأولى ذلك.',
  })),
  vocabulary: [
    { word: 'harvest', definition: 'وقت جمع المحاصيل (حصاد)' },
    { word: 'festival', definition: 'يوم احتفال خاص (مهرجان)' },
  ],
};

export function fixtureTask(id: string): LibraryTask {
  return {
    id,
    mode: 'email-writing',
    title: `Fixture task ${id}`,
    prompt: 'Write an e-mail to your landlord about the broken heating.',
    requirements: ['Say what is broken', 'Say when it started', 'Ask for a repair date'],
    timeLimit: 20,
    wordCount: '120+',
    sampleAnswer: Array.from({ length: 30 }, () => 'The heating has not worked since Monday.').join(' '),
    bandScore: 7.5,
  };
}

const guide: WritingGuide = {
  mode: 'email-writing',
  template: {
    title: 'E-mail plan',
    structure: ['Greeting', 'Reason for writing', 'Details', 'Request and closing'],
    tips: ['Keep it short', 'Be polite', 'Give dates'],
    timeAllocation: [
      { phase: 'Plan', minutes: 3 },
      { phase: 'Write', minutes: 14 },
      { phase: 'Check', minutes: 3 },
    ],
    keyPhrases: [
      { category: 'Opening', phrases: ['Dear Ms Lee,', 'Hello Mr Diaz,', 'Good morning,'] },
      { category: 'Request', phrases: ['Could you please...', 'I would be grateful if...', 'Please let me know...'] },
      { category: 'Closing', phrases: ['Best regards,', 'Kind regards,', 'Thank you,'] },
    ],
  },
  criteria: [
    {
      criterion: 'Task achievement',
      description: 'Covers every point',
      bands: [
        { band: 9, descriptor: 'All points, fully', examples: ['Clear request'] },
        { band: 7, descriptor: 'All points', examples: ['Mostly clear'] },
        { band: 5, descriptor: 'Some points', examples: ['Missing a date'] },
      ],
    },
    {
      criterion: 'Language',
      description: 'Accurate and polite',
      bands: [
        { band: 9, descriptor: 'Natural', examples: ['Could you please...'] },
        { band: 7, descriptor: 'Few errors', examples: ['Can you fix...'] },
        { band: 5, descriptor: 'Many errors', examples: ['Fix it.'] },
      ],
    },
  ],
};

/** Writes two early-learner/food passages, one daily-life passage and an e-mail task with its guide. */
export function writeFixtureLibrary(): string {
  const dir = mkdtempSync(join(tmpdir(), 'library-fixture-'));
  const write = (path: string, data: object) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(data));
  };
  for (const [id, level, topic] of [
    ['fx-food-one', 'early-learner', 'food'],
    ['fx-food-two', 'early-learner', 'food'],
    ['fx-daily', 'early-learner', 'daily-life'],
  ] as const) {
    write(`reading/${level}/${topic}/${id}.json`, fixturePassage(id, level, topic));
  }
  // The team's Arabic for one of them (decision 037).
  write('translations/ar/fx-daily.json', FIXTURE_ARABIC);
  write('writing/email-writing/fx-heating.json', fixtureTask('fx-heating'));
  write('writing/email-writing/guide.json', guide);
  return dir;
}
