// Feedback written on our own server from the measures of a draft: the answer
// when no AI service is configured, and when the one configured fails.
import type { WritingMeasures } from '#src/domain/feedback.ts';

/** Plain-English feedback from the measurements alone. */
export function offlineFeedback(f: WritingMeasures, grammarCount = 0, capped = false): string {
  const lines: string[] = [];
  if (capped) lines.push('Your text is very long, so only its beginning was checked.');
  const target = f.target.maxWords ? `${f.target.minWords} to ${f.target.maxWords}` : `at least ${f.target.minWords}`;
  if (f.words < f.target.minWords)
    lines.push(`You wrote ${f.words} words. Try to write ${target} words: add details and examples.`);
  else if (f.target.maxWords && f.words > f.target.maxWords)
    lines.push(`You wrote ${f.words} words. Try to stay between ${target} words: keep only your best ideas.`);
  else lines.push(`Good length: ${f.words} words (the target is ${target}).`);
  if (f.paragraphs < 2) lines.push('Split your text into paragraphs: one main idea in each.');
  else lines.push(`You used ${f.paragraphs} paragraphs. That makes your text easy to follow.`);
  if (f.averageSentenceLength > 25) lines.push('Some sentences are very long. Try to split them into shorter ones.');
  else if (f.averageSentenceLength < 8 && f.sentences > 3)
    lines.push('Your sentences are short. Try joining some ideas with words like "because", "but" or "so".');
  else lines.push('Your sentences have a good length.');
  if (grammarCount === 0) lines.push('We found no grammar or spelling problems. Well done!');
  else
    lines.push(
      `We found ${grammarCount} possible grammar or spelling ${grammarCount === 1 ? 'problem' : 'problems'}. They are underlined in your text: tap one to see a suggestion.`,
    );
  return lines.join('\n');
}
