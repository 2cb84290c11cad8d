// Our explanation of each kind of mistake, in English: the interface's English
// catalogue (i18n/en/writing.ts) shows these, and the server puts them in a
// finding's `message` for the AI service's prompt. Other languages translate
// them in their catalogue, under the same keys.
import type { ExplanationKey, FindingTopic } from './feedback.ts';

export const EXPLANATIONS_EN: Record<ExplanationKey, string> = {
  spelling: 'This word may be spelt wrong.',
  'joined-words': 'Check how this word is written: it may be one word, or two.',
  'capital-sentence': 'Start each sentence with a capital letter.',
  'capital-i': 'Always write the word “I” with a capital letter.',
  'capital-name': 'Names of people, places, days and months start with a capital letter.',
  'comma-spacing': 'Put a comma right after a word, then a space.',
  'opening-comma': 'Put a comma after an opening phrase such as “In my opinion”, “However” or “For example”.',
  'quote-spacing': 'Check the spaces around the quotation marks.',
  'a-an': 'Use “an” before a vowel sound and “a” before other sounds: “an apple”, “a car”.',
  'missing-article': 'A word like “a”, “an” or “the” may be missing here.',
  agreement: 'The verb must match its subject: “she works”, “they work”, “the ideas have”.',
  'there-is': 'Use “there are” for more than one thing: “there are many people”.',
  'one-of-the': 'After “one of the”, the word is plural: “one of the best places”.',
  'past-time': 'This happened in the past: use the past form of the verb (“yesterday I went”).',
  'since-for': 'Use “for” with a length of time (“for two years”) and “since” with a starting point (“since 2019”).',
  'present-perfect':
    'For something that started in the past and is still true, use “have” or “has”: “I have lived here for two years”.',
  'verb-form': 'Check the form of this verb.',
  uncountable: 'This word has no plural: “information”, “advice”, “homework”.',
  'be-agree': '“Agree” is a verb: say “I agree”, not “I am agree”.',
  'double-comparative': 'Use “more” or “-er”, not both: “easier”, “more difficult”.',
  'word-choice': 'This may not be the right word here.',
  'repeated-word': 'The same word is written twice.',
  'likely-error': 'Check this part: a word here may be wrong, in the wrong form, or not needed.',
  'likely-article': 'Check “a”, “an” or “the” here: it may be the wrong one, or not needed.',
  'likely-preposition': 'Check this small word (such as in, on, at, for): another one may be right here, or none.',
  'likely-punctuation': 'Check the punctuation here: this mark may be wrong or not needed.',
  'likely-missing': 'A word or a comma may be missing here.',
  other: 'Check this part: it may be a mistake.',
};

/** What to work on, named so a learner knows what to practise. */
export const TOPICS_EN: Record<FindingTopic, string> = {
  spelling: 'spelling',
  capitals: 'capital letters',
  punctuation: 'commas and full stops',
  articles: 'articles: a, an, the',
  agreement: 'verbs that match their subject',
  tense: 'verb tenses: past and present',
  'word-forms': 'word forms',
  'word-choice': 'choosing the right word',
  other: 'small slips',
};

/**
 * Why a level (estimate.ts), in plain English; the interface shows the same
 * reasons by key in the learner's language (i18n `writing.reasons`).
 */
export const REASONS_EN = {
  wideRange: 'You use a wide range of words.',
  rareWords: 'You use some less common words.',
  verbForms: 'You use different verb forms (for example "has been", "would be").',
  punctuation: 'You use different punctuation well.',
  enoughWords: 'You wrote enough to show what you can do.',
  joinedIdeas: 'Many sentences join two ideas.',
  linkers: 'You use linking words like "however" and "for example".',
  shortText: 'Your text is short, so it shows only part of what you can do.',
  repeatedWords: 'You repeat many words. Try to use different words.',
  commonWords: 'Most of your words are very common ones.',
  spelling: 'There are several spelling mistakes.',
  unknownWords: 'Some words are not English words. Check their spelling.',
  grammar: 'There are several grammar mistakes.',
  capitals: 'Start each sentence, and the word "I", with a capital letter.',
  tryVerbForms: 'Try other verb forms too (for example "has been", "would be").',
  tryJoining: 'Try joining ideas with words like "because", "when" or "although".',
  tooShort: 'Too short to judge: write at least {min} words.',
} as const;
export type ReasonKey = keyof typeof REASONS_EN;
