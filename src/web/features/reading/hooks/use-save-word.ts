// Saving a word to 'My words' (from its meaning, or from the story's
// vocabulary list): the words saved here say 'Added' instead of the button.
import { useState } from 'react';
import type { z } from 'zod';
import type { addWordRequestSchema } from '#src/domain/words.ts';
import { useAddWord } from '#src/web/features/words/index.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';

export function useSaveWord() {
  const user = useSignedInUser();
  const addWord = useAddWord(user?.userId ?? '');
  const [saved, setSaved] = useState<string[]>([]);
  return {
    save: (entry: z.input<typeof addWordRequestSchema>) =>
      addWord.mutate(entry, { onSuccess: () => setSaved((s) => [...s, entry.word]) }),
    /** The words saved here, oldest first. */
    saved,
    saving: addWord.isPending,
    failed: addWord.isError,
  };
}
