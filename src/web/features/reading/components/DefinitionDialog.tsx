import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DictionaryResponse } from '../../../../domain/content.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { format, useMessages } from '../../../i18n/index.tsx';
import { apiFetch } from '../../../lib/api.ts';
import { useSignedInUser } from '../../auth/session.tsx';
import { useAddWord } from '../../words/api.ts';

type Props = {
  word: string | null;
  /** The sentence of the passage the word was found in, kept with the word for review. */
  sentence?: string;
  lang: 'en' | 'fr';
  passageKey: string;
  onClose: () => void;
};

/** The word definition popup (SPEC §2), with 'Add to my words'. */
export function DefinitionDialog({ word, sentence, lang, passageKey, onClose }: Props) {
  const m = useMessages();
  const user = useSignedInUser();
  const addWord = useAddWord(user?.userId ?? '');
  const [added, setAdded] = useState<string | null>(null);
  const lookup = useQuery({
    queryKey: ['define', word, lang, passageKey],
    queryFn: () =>
      apiFetch<DictionaryResponse>(
        `/api/dictionary/${encodeURIComponent(word ?? '')}?lang=${lang}${lang === 'fr' ? `&passageKey=${encodeURIComponent(passageKey)}` : ''}`,
      ),
    enabled: word !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const add = () => {
    const found = lookup.data;
    const first = found?.definitions[0];
    if (!found || !first) return;
    addWord.mutate(
      { word: found.lemma, definition: first.definition, sentence: sentence ?? first.example ?? '' },
      { onSuccess: () => setAdded(found.lemma) },
    );
  };

  return (
    <Dialog open={word !== null} title={format(m.reading.wordTitle, { word: word ?? '' })} onClose={onClose}>
      {lookup.isPending ? <p role="status">{m.reading.lookingUp}</p> : null}
      {lookup.data ? (
        <div className="flex flex-col gap-3">
          {lookup.data.message ? <p>{lookup.data.message}</p> : null}
          <ul className="flex flex-col gap-3">
            {lookup.data.definitions.map((d) => (
              <li key={d.definition}>
                {d.partOfSpeech ? <span className="text-muted">({d.partOfSpeech}) </span> : null}
                {d.definition}
                {d.example ? <span className="block text-muted">“{d.example}”</span> : null}
              </li>
            ))}
          </ul>
          {lookup.data.definitions.length ? (
            added === lookup.data.lemma ? (
              <p role="status" className="notice notice-info">
                {m.reading.wordAdded}
              </p>
            ) : (
              <>
                <button type="button" className="btn btn-primary self-start" onClick={add} disabled={addWord.isPending}>
                  {m.reading.addWord}
                </button>
                {addWord.isError ? (
                  <p role="alert" className="notice notice-error">
                    {m.words.addFailed}
                  </p>
                ) : null}
              </>
            )
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
