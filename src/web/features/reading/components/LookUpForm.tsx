// 'Look up a word': a word typed in, for a word the learner met elsewhere.
import { readingText } from '#src/web/i18n/en/reading.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import type { useWordLookUp } from '../hooks/use-word-look-up.ts';

type Props = { lookUp: Pick<ReturnType<typeof useWordLookUp>, 'typed' | 'setTyped' | 'lookUpTyped'> };

export function LookUpForm({ lookUp }: Props) {
  const m = useMessages(readingText);
  return (
    <form
      className="mt-6 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        lookUp.lookUpTyped();
      }}
    >
      <label className="field">
        <span>{m.reading.lookUpLabel}</span>
        <input className="input" value={lookUp.typed} onChange={(e) => lookUp.setTyped(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-secondary">
        {m.reading.lookUp}
      </button>
    </form>
  );
}
