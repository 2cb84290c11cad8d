import { useEffect, useState } from 'react';
import { VOICE_ACCENTS, VOICE_GENDERS, type VoiceAccent, type VoiceGender } from '../../../../domain/enums.ts';
import { countWords } from '../../../../domain/text.ts';
import { format, useMessages } from '../../../i18n/index.tsx';
import { SPEECH_RATE } from '../../../lib/speech.ts';
import type { ReadAloud } from '../read-aloud.ts';

type Props = {
  readAloud: ReadAloud;
  text: string;
  silent: boolean;
  /** Called once a silent reading is finished, with the seconds it took. */
  onFinished: (seconds?: number) => void;
};

/** Play Audio / Start Silent Reading, Pause, Reset, speed and voice (SPEC §2). */
export function AudioControls({ readAloud, text, silent, onFinished }: Props) {
  const m = useMessages();
  const { supported, voices, choice, rate, accent, gender } = readAloud;
  const [silentStart, setSilentStart] = useState<number | null>(null);
  const [wpmText, setWpmText] = useState<string | null>(null);
  const state = silent ? (silentStart === null ? 'idle' : 'playing') : readAloud.state;

  const { reset: stopVoice } = readAloud;
  // Silent reading means no voice.
  useEffect(() => {
    if (silent) stopVoice();
  }, [silent, stopVoice]);

  const play = () => {
    if (!silent) return readAloud.play();
    setSilentStart(Date.now());
    setWpmText(null);
  };

  const pause = () => {
    if (!silent) readAloud.pause();
  };

  const reset = () => {
    readAloud.reset();
    setSilentStart(null);
    setWpmText(null);
  };

  const finishSilent = () => {
    if (silentStart === null) return;
    const seconds = Math.max(1, Math.round((Date.now() - silentStart) / 1000));
    const words = countWords(text);
    setWpmText(
      format(m.reading.wpm, { words, minutes: (seconds / 60).toFixed(1), wpm: Math.round((words / seconds) * 60) }),
    );
    setSilentStart(null);
    onFinished(seconds);
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
              onChange={(e) => readAloud.setRate(Number(e.target.value))}
            />
          </label>
          <label className="field">
            <span>{m.reading.accent}</span>
            <select
              className="input"
              value={accent}
              onChange={(e) => readAloud.setAccent(e.target.value as VoiceAccent)}
            >
              {(Object.keys(VOICE_ACCENTS) as VoiceAccent[]).map((a) => (
                <option key={a} value={a}>
                  {m.reading.accents[a]} ({VOICE_ACCENTS[a]})
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{m.reading.gender}</span>
            <select
              className="input"
              value={gender}
              onChange={(e) => readAloud.setGender(e.target.value as VoiceGender)}
            >
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
      {choice.voice && !silent ? (
        <p className="mt-2 text-muted">
          {format(m.reading.voiceInUse, { name: choice.voice.name, lang: choice.voice.lang })}
        </p>
      ) : null}
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
