// Reporting a problem with a story or a task.
import { section } from '../english.ts';

export const reportText = section({
  report: {
    open: 'Report a problem',
    title: 'Report a problem',
    intro: 'Tell us what is wrong. A volunteer will look at it.',
    reason: 'What is wrong?',
    reasons: {
      'wrong-answer': 'A wrong answer',
      offensive: 'Something offensive',
      'too-hard': 'Too hard for this level',
      other: 'Something else',
    },
    note: 'Tell us more (optional)',
    send: 'Send',
    sending: 'Sending...',
    thanks: 'Thank you. A volunteer will look at it.',
    done: 'Done',
    failed: 'We could not send your report. Please try again.',
    tooMany: 'You have sent many reports today. Thank you. Please send more tomorrow.',
  },
});
