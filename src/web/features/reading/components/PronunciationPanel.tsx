import { useEffect, useRef, useState } from 'react';
import { pronunciationAccuracy } from '../../../../domain/reading.ts';
import { format, useMessages } from '../../../i18n/index.tsx';

type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: (() => void) | null;
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

/** Start/Stop Recording with the browser's speech recognition; the accuracy of SPEC §5. */
export function PronunciationPanel({
  text,
  onMismatched,
}: {
  text: string;
  onMismatched: (positions: Set<number>) => void;
}) {
  const m = useMessages();
  const [state, setState] = useState<'idle' | 'recording'>('idle');
  const [accuracy, setAccuracy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const heard = useRef('');

  useEffect(() => () => recognition.current?.stop(), []);

  const start = () => {
    const Recognition = recognitionClass();
    if (!Recognition) {
      window.alert(m.reading.notSupported);
      return;
    }
    try {
      const rec = new Recognition();
      rec.lang = 'en-US';
      rec.continuous = true;
      rec.interimResults = false;
      heard.current = '';
      rec.onresult = (event) => {
        heard.current = Array.from(event.results, (r) => r[0]?.transcript ?? '').join(' ');
      };
      rec.onerror = () => setError(m.reading.recognitionError);
      rec.onend = () => {
        setState('idle');
        const result = pronunciationAccuracy(text, heard.current);
        setAccuracy(result.accuracy);
        onMismatched(new Set(result.mismatched));
      };
      recognition.current = rec;
      setError(null);
      rec.start();
      setState('recording');
    } catch {
      setState('idle');
      setError(m.reading.recognitionError);
    }
  };

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
        {accuracy !== null && state === 'idle' ? (
          <p role="status" className="notice notice-info mt-3">
            {format(m.reading.accuracy, { accuracy })}
          </p>
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
