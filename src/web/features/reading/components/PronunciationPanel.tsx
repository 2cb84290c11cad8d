import { useEffect, useRef, useState } from 'react';
import { alignPronunciation, type PronunciationResult } from '#src/domain/pronunciation.ts';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import type { WordMark } from './PassageText.tsx';

type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  /** `error` is the Web Speech API's code: 'not-allowed', 'network', 'audio-capture', 'no-speech', … */
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

type Scored = Extract<PronunciationResult, { ok: true }>;

/** The marks a result puts on the passage's words: skipped and said differently look different. */
function marksOf(result: Scored): Map<number, WordMark> {
  const marks = new Map<number, WordMark>();
  for (const w of result.words) if (w.status !== 'matched') marks.set(w.index, w.status);
  return marks;
}

/** Start/Stop Recording with the browser's speech recognition, scored by alignment (decision 005). */
export function PronunciationPanel({
  text,
  onMarks,
}: {
  text: string;
  onMarks: (marks: Map<number, WordMark>) => void;
}) {
  const m = useMessages(readingText);
  const [state, setState] = useState<'idle' | 'recording'>('idle');
  const [result, setResult] = useState<Scored | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const heard = useRef('');
  const failed = useRef(false);

  useEffect(() => () => recognition.current?.stop(), []);

  const fail = (message: string) => {
    setResult(null);
    onMarks(new Map());
    setError(message);
  };

  // What went wrong, and what the learner can do: 'try again' only where trying again can work.
  const failureMessage = (code: string | undefined) => {
    if (code === 'not-allowed' || code === 'service-not-allowed') return m.reading.micBlocked;
    if (code === 'network') return m.reading.recognitionOffline;
    if (code === 'audio-capture') return m.reading.noMicrophone;
    if (code === 'no-speech') return m.reading.nothingHeard;
    return m.reading.recordingFailed;
  };

  const start = () => {
    const Recognition = recognitionClass();
    if (!Recognition) return;
    try {
      const rec = new Recognition();
      rec.lang = 'en-US';
      rec.continuous = true;
      rec.interimResults = false;
      heard.current = '';
      failed.current = false;
      rec.onresult = (event) => {
        heard.current = Array.from(event.results, (r) => r[0]?.transcript ?? '').join(' ');
      };
      // A failed recording gets no score: what was heard before the failure is not the reading.
      rec.onerror = (event) => {
        failed.current = true;
        fail(failureMessage(event?.error));
      };
      rec.onend = () => {
        setState('idle');
        if (failed.current) return;
        const scored = alignPronunciation(text, heard.current);
        if (!scored.ok) return fail(m.reading.nothingHeard);
        setError(null);
        setResult(scored);
        onMarks(marksOf(scored));
      };
      recognition.current = rec;
      setError(null);
      setResult(null);
      onMarks(new Map());
      rec.start();
      setState('recording');
    } catch {
      setState('idle');
      fail(m.reading.recordingFailed);
    }
  };

  const skipped = result?.words.filter((w) => w.status === 'omitted').map((w) => w.word) ?? [];
  const different =
    result?.words.flatMap((w) =>
      w.status === 'substituted' ? [format(m.reading.heardAs, { word: w.word, heard: w.heard })] : [],
    ) ?? [];

  // A browser that cannot listen gets the reason and what to do instead, not a button that can never work.
  if (!recognitionClass()) {
    return (
      <section aria-label={m.reading.modes.pronunciation} className="audio mt-4">
        <p role="status" className="notice notice-info">
          {m.reading.notSupported} {m.reading.notSupportedHelp}
        </p>
      </section>
    );
  }

  return (
    <section aria-label={m.reading.modes.pronunciation} className="audio mt-4">
      <p>{m.reading.pronunciationIntro}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        {state === 'recording' ? (
          <button type="button" className="btn btn-primary" onClick={() => recognition.current?.stop()}>
            {m.reading.stopRecording}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={start}>
            {m.reading.startRecording}
          </button>
        )}
      </div>
      <div aria-live="polite">
        {state === 'recording' ? <p className="mt-2">{m.reading.recording}</p> : null}
        {result && state === 'idle' ? (
          <div role="status" className="notice notice-info mt-3">
            <p className="font-semibold">{format(m.reading.accuracy, { accuracy: result.accuracy })}</p>
            {result.reached < result.total ? (
              <p>{format(m.reading.readUpTo, { reached: result.reached, total: result.total })}</p>
            ) : null}
            {skipped.length ? <p>{format(m.reading.skipped, { words: skipped.join(', ') })}</p> : null}
            {different.length ? <p>{format(m.reading.saidDifferently, { words: different.join(', ') })}</p> : null}
            {skipped.length || different.length ? <p>{m.reading.marksLegend}</p> : null}
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="notice notice-error mt-3">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
