// SPEC §8: when the passage cannot come from the server (busy, failing, no
// network), the page falls back to a built-in sample passage and its questions.
// It is a library story read from content/ when the site is built: only the
// fields named here reach the bundle, in their own chunk that loads only on
// failure (and is precached, so it opens with no connection too).

import { questionId, storedPassageSchema } from '#src/domain/content.ts';
import {
  id,
  level,
  questions,
  text,
  title,
  topic,
  vocabulary,
} from '../../../../content/reading/early-learner/daily-life/el-daily-life-a-bus-pass-for-amira.json';

// The library's own key, so its quiz is scored by the server like any other story.
const key = `reading/${level}/${topic}/${id}`;

export const SAMPLE_PASSAGE = storedPassageSchema.parse({
  key,
  level,
  topic,
  title,
  text,
  // Served questions carry their ids (SPEC §3), made as the server makes them.
  questions: questions.map((q, i) => ({ id: questionId(key, i), ...q })),
  vocabulary,
  source: 'library',
  pdfKey: `pdf/reading/${level}/${topic}/${id}`,
  french: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});
