// My words: saved words and their review.
import { section } from '../english.ts';

export const wordsText = section({
  words: {
    title: 'My words',
    intro: 'Words you saved while reading. Review a few each day and they will stay with you.',
    empty: 'No words yet. Tap a word while you read, then choose "Add to my words".',
    count: { one: '{count} word saved · {due} to review today', other: '{count} words saved · {due} to review today' },
    nothingDue: 'Nothing to review right now. Well done!',
    start: 'Review my words',
    inSentence: 'In a sentence:',
    show: 'Show the meaning',
    how: 'How well did you remember it?',
    grades: { again: 'I forgot', hard: 'Hard', good: 'Good', easy: 'Easy' },
    done: 'Review finished. See you tomorrow!',
    addFailed: 'We could not save this word. Please try again.',
  },
});
