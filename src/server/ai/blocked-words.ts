// Words no generated passage or task may carry: obscenity's English list,
// with its transformers that see through l33t spelling and repeated letters,
// and its whitelist that keeps "Scunthorpe" and "assess" clean.
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

export function hasBlockedWords(text: string): boolean {
  return matcher.hasMatch(text);
}
