import { useState } from 'react';
import { GRADES } from '#src/domain/srs.ts';
import type { SavedWord } from '#src/domain/words.ts';
import { wordsText } from '#src/web/i18n/en/words.ts';
import { useFormat, useMessages } from '#src/web/i18n/index.tsx';
import { useWords } from './api/get-words.ts';
import { useReviewWord } from './api/review-word.ts';

/** 'My words' on the Learning Hub: the word bank and today's short review. */
export function MyWords({ userId }: { userId: string }) {
  const m = useMessages(wordsText);
  const f = useFormat();
  const words = useWords(userId);
  const reviewWord = useReviewWord(userId);
  const [session, setSession] = useState<SavedWord[] | null>(null);
  const [shown, setShown] = useState(false);
  const [finished, setFinished] = useState(false);
  const current = session?.[0];

  const grade = (g: (typeof GRADES)[number]) => {
    if (!current) return;
    reviewWord.mutate({ word: current.word, grade: g });
    const rest = session?.slice(1) ?? [];
    setSession(g === 'again' ? [...rest, current] : rest);
    setShown(false);
    if (!rest.length && g !== 'again') setFinished(true);
  };

  return (
    <section aria-labelledby="words-title" className="card mt-10">
      <h2 id="words-title" className="text-2xl font-bold">
        {m.words.title}
      </h2>
      <p className="mt-2">{m.words.intro}</p>
      {/* '…' holds the count's line while the words load, so what is below it does not move. */}
      <p className="mt-2 font-semibold">
        {!words.data
          ? '…'
          : words.data.words.length === 0
            ? m.words.empty
            : f.count(m.words.count, words.data.words.length, { due: words.data.due.length })}
      </p>
      {current ? (
        <div className="tile mt-4" aria-live="polite">
          <p className="text-2xl font-bold" lang="en" dir="ltr">
            {current.word}
          </p>
          {current.sentence ? (
            <p className="mt-2">
              <span className="text-muted">{m.words.inSentence}</span> <bdi lang="en">“{current.sentence}”</bdi>
            </p>
          ) : null}
          {shown ? (
            <>
              <p className="mt-3" lang="en" dir="ltr">
                {current.definition}
              </p>
              <p className="mt-3 font-semibold">{m.words.how}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {GRADES.map((g) => (
                  <button key={g} type="button" className="btn btn-secondary" onClick={() => grade(g)}>
                    {m.words.grades[g]}
                  </button>
                ))}
              </div>
            </>
          ) : (
            <button type="button" className="btn btn-primary mt-3" onClick={() => setShown(true)}>
              {m.words.show}
            </button>
          )}
        </div>
      ) : words.data && words.data.words.length > 0 ? (
        finished ? (
          <p role="status" className="notice notice-info mt-4">
            {m.words.done}
          </p>
        ) : words.data.due.length ? (
          <button
            type="button"
            className="btn btn-primary mt-4"
            onClick={() => {
              setSession(words.data?.due ?? []);
              setFinished(false);
            }}
          >
            {m.words.start}
          </button>
        ) : (
          <p className="mt-4">{m.words.nothingDue}</p>
        )
      ) : null}
    </section>
  );
}
