import { useEffect, useRef, useState } from 'react';
import { VOICE_ACCENTS, VOICE_GENDERS, type VoiceAccent, type VoiceGender } from '../../../../domain/enums.ts';
import { countWords } from '../../../../domain/text.ts';
import { format, useMessages } from '../../../i18n/index.tsx';
import { chooseVoice, loadVoices, SPEECH_RATE, speechSupported } from '../../../lib/speech.ts';

type Props = {
  text: string;
  lang: 'en' | 'fr';
  silent: boolean;
  onWord: (charIndex: number | null) => void;
  /** Called once a reading is finished, with the seconds it took in silent mode. */
  onFinished: (seconds?: number) => void;
};

/** Play Audio / Start Silent Reading, Pause, Reset, speed and voice (SPEC §2). */
export function AudioControls({ text, lang, silent, onWord, onFinished }: Props) {
  const m = useMessages();
  const [state, setState] = useState<'idle' | 'playing' | 'paused'>('idle');
  const [rate, setRate] = useState<number>(SPEECH_RATE.default);
  const [accent, setAccent] = useState<VoiceAccent>(lang === 'fr' ? 'french' : 'american');
  const [gender, setGender] = useState<VoiceGender>('female');
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const [silentStart, setSilentStart] = useState<number | null>(null);
  const [wpmText, setWpmText] = useState<string | null>(null);
  const supported = speechSupported();
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    loadVoices().then(setVoices);
  }, []);
  useEffect(() => setAccent(lang === 'fr' ? 'french' : 'american'), [lang]);
  // Leaving the page or changing the text stops the voice.
  useEffect(
    () => () => {
      if (speechSupported()) window.speechSynthesis.cancel();
    },
    [],
  );
  // A new text (another passage, or the French side) stops the voice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the text changes
  useEffect(() => {
    if (speechSupported()) window.speechSynthesis.cancel();
    setState('idle');
    onWord(null);
  }, [text, onWord]);

  const choice = chooseVoice(voices, accent, gender);

  const play = () => {
    if (silent) {
      setSilentStart(Date.now());
      setWpmText(null);
      setState('playing');
      return;
    }
    if (!supported) return;
    const synth = window.speechSynthesis;
    if (state === 'paused') {
      synth.resume();
      setState('playing');
      return;
    }
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = rate;
    utterance.lang = choice.voice?.lang ?? VOICE_ACCENTS[accent];
    if (choice.voice) utterance.voice = choice.voice;
    utterance.onboundary = (event) => onWord(event.charIndex);
    utterance.onend = () => {
      setState('idle');
      onWord(null);
      finished.current();
    };
    utterance.onerror = () => {
      setState('idle');
      onWord(null);
    };
    synth.speak(utterance);
    setState('playing');
  };

  const pause = () => {
    if (silent) return;
    if (supported) window.speechSynthesis.pause();
    setState('paused');
  };

  const reset = () => {
    if (supported) window.speechSynthesis.cancel();
    setState('idle');
    setSilentStart(null);
    setWpmText(null);
    onWord(null);
  };

  const finishSilent = () => {
    if (silentStart === null) return;
    const seconds = Math.max(1, Math.round((Date.now() - silentStart) / 1000));
    const words = countWords(text);
    setWpmText(
      format(m.reading.wpm, { words, minutes: (seconds / 60).toFixed(1), wpm: Math.round((words / seconds) * 60) }),
    );
    setSilentStart(null);
    setState('idle');
    finished.current(seconds);
  };

  return (
    <section aria-label={m.reading.play} className="audio mt-4">
      <div className="flex flex-wrap items-center gap-3">
        {silent && state === 'playing' ? (
          <button type="button" className="btn btn-primary" onClick={finishSilent}>
            {m.reading.finishSilent}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={play} disabled={!silent && !supported}>
            {silent ? m.reading.startSilent : state === 'paused' ? m.reading.resume : m.reading.play}
          </button>
        )}
        {!silent ? (
          <button type="button" className="btn btn-secondary" onClick={pause} disabled={state !== 'playing'}>
            {m.reading.pause}
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={reset}>
          {m.reading.reset}
        </button>
      </div>
      {!silent ? (
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <label className="field">
            <span>{format(m.reading.speed, { rate: rate.toFixed(1) })}</span>
            <input
              type="range"
              min={SPEECH_RATE.min}
              max={SPEECH_RATE.max}
              step={SPEECH_RATE.step}
              value={rate}
              onChange={(e) => setRate(Number(e.target.value))}
            />
          </label>
          <label className="field">
            <span>{m.reading.accent}</span>
            <select className="input" value={accent} onChange={(e) => setAccent(e.target.value as VoiceAccent)}>
              {(Object.keys(VOICE_ACCENTS) as VoiceAccent[]).map((a) => (
                <option key={a} value={a}>
                  {m.reading.accents[a]} ({VOICE_ACCENTS[a]})
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{m.reading.gender}</span>
            <select className="input" value={gender} onChange={(e) => setGender(e.target.value as VoiceGender)}>
              {VOICE_GENDERS.map((g) => (
                <option key={g} value={g}>
                  {m.reading.genders[g]}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      {!supported && !silent ? <p className="mt-2">{m.reading.noSpeech}</p> : null}
      {supported && voices.length > 0 && !choice.exact && !silent ? (
        <p className="mt-2 text-muted">{format(m.reading.noVoice, { accent: m.reading.accents[accent] })}</p>
      ) : null}
      {wpmText ? (
        <p role="status" className="notice notice-info mt-3">
          {wpmText}
        </p>
      ) : null}
    </section>
  );
}
