import { useEffect, useId, useState } from 'react';
import { VOICE_ACCENTS, VOICE_GENDERS, type VoiceAccent, type VoiceGender } from '#src/domain/enums.ts';
import { readingPace } from '#src/domain/reading.ts';
import { countWords } from '#src/domain/text.ts';
import type { TranslationLanguage } from '#src/domain/word-help.ts';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { SPEECH_RATE } from '#src/web/lib/speech.ts';
import type { ReadAloud } from '../read-aloud.ts';

type Props = {
  readAloud: ReadAloud;
  text: string;
  silent: boolean;
  /** First steps in English: play, language and settings only (speed moves to the sheet). */
  simple?: boolean;
  /** The story shown alone in English or in its translation. */
  lang: 'en' | TranslationLanguage;
  /** The story's translation for this learner (decision 037), when it has one or the AI service can write it. */
  translationLanguage: TranslationLanguage | null;
  onLang: (lang: 'en' | TranslationLanguage) => void;
  onSettings: () => void;
  /** When the story has a translation (or the AI can make one): the side-by-side view, one tap from the bar. */
  sideBySide?: { on: boolean; onToggle: () => void };
  /** Called once a silent reading is finished, with the seconds it took. */
  onFinished: (seconds?: number) => void;
};

/**
 * The compact bar under the story: Play Audio / Pause / Resume
 * (or Start Silent Reading), Reset, speed, English/French and the settings
 * sheet. It sticks to the bottom of the screen so the story comes first; on a
 * phone it is one row, Play and More, and the rest opens from More (issue 32:
 * it took up to 43 % of a 360x640 screen). With no voice to read aloud there is
 * nothing to play while reading: the bar then stays after the story instead.
 */
export function AudioBar({
  readAloud,
  text,
  silent,
  simple = false,
  lang,
  translationLanguage,
  onLang,
  onSettings,
  sideBySide,
  onFinished,
}: Props) {
  const m = useMessages(readingText);
  const { supported, rate, noVoice, failed } = readAloud;
  const [silentStart, setSilentStart] = useState<number | null>(null);
  const [wpmText, setWpmText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const extraId = useId();

  const { reset: stopVoice } = readAloud;
  // Silent reading means no voice.
  useEffect(() => {
    if (silent) stopVoice();
  }, [silent, stopVoice]);

  const reset = () => {
    readAloud.reset();
    setSilentStart(null);
    setWpmText(null);
  };

  const finishSilent = () => {
    if (silentStart === null) return;
    const seconds = Math.max(1, Math.round((Date.now() - silentStart) / 1000));
    const words = countWords(text);
    const { wpm, pace } = readingPace(words, seconds);
    const minutes = (seconds / 60).toFixed(1);
    // A pace nobody reads at is not praised as a speed: the learner is told what it means.
    const message = { skimmed: m.reading.paceSkimmed, paused: m.reading.pacePaused, plausible: m.reading.wpm }[pace];
    setWpmText(format(message, { words, minutes, wpm }));
    setSilentStart(null);
    onFinished(seconds);
  };

  // No voice at all (not a playback that failed once, which Play may retry): nothing to play while reading.
  const voiceless = !silent && (!supported || noVoice);
  const problem = silent
    ? null
    : !supported
      ? m.reading.noSpeech
      : noVoice
        ? lang === 'fr'
          ? m.reading.noFrenchVoice
          : m.reading.noEnglishVoice
        : failed
          ? m.reading.audioFailed
          : null;

  return (
    <section
      aria-label={m.reading.audioBar}
      className={voiceless ? 'audio-bar audio-bar-static' : 'audio-bar'}
      data-open={open ? 'true' : undefined}
    >
      <div className="audio-bar-row">
        {silent ? (
          silentStart === null ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setSilentStart(Date.now());
                setWpmText(null);
              }}
            >
              {m.reading.startSilent}
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={finishSilent}>
              {m.reading.finishSilent}
            </button>
          )
        ) : readAloud.state === 'playing' ? (
          <button type="button" className="btn btn-primary" onClick={readAloud.pause}>
            {m.reading.pause}
          </button>
        ) : voiceless ? null : (
          <button type="button" className="btn btn-primary" onClick={readAloud.play} disabled={!supported || noVoice}>
            {readAloud.state === 'paused' ? m.reading.resume : m.reading.play}
          </button>
        )}
        <button
          type="button"
          className="btn btn-secondary audio-bar-more"
          aria-expanded={open}
          aria-controls={extraId}
          onClick={() => setOpen((o) => !o)}
        >
          {m.reading.moreControls}
        </button>
        <div id={extraId} className="audio-bar-extra">
          {!simple || silent ? (
            <button type="button" className="btn btn-secondary" onClick={reset}>
              {m.reading.reset}
            </button>
          ) : null}
          {!silent && !simple ? (
            <label className="audio-speed">
              <span>{format(m.reading.speedShort, { rate: rate.toFixed(1) })}</span>
              <input
                type="range"
                min={SPEECH_RATE.min}
                max={SPEECH_RATE.max}
                step={SPEECH_RATE.step}
                value={rate}
                onChange={(e) => readAloud.setRate(Number(e.target.value))}
              />
            </label>
          ) : null}
          {translationLanguage ? (
            <fieldset className="segmented segmented-compact">
              <legend className="sr-only">{m.reading.language}</legend>
              {(['en', translationLanguage] as const).map((l) =>
                l === 'en' || l === 'fr' ? (
                  <button key={l} type="button" aria-pressed={lang === l} onClick={() => onLang(l)}>
                    <span aria-hidden="true">{l.toUpperCase()}</span>
                    <span className="sr-only">{l === 'en' ? m.reading.english : m.reading.french}</span>
                  </button>
                ) : (
                  // Another language is named in itself, as in the language menu: a learner finds their own.
                  <button key={l} type="button" aria-pressed={lang === l} onClick={() => onLang(l)}>
                    <bdi lang={l}>{m.language.names[l]}</bdi>
                  </button>
                ),
              )}
            </fieldset>
          ) : null}
          {sideBySide ? (
            <button
              type="button"
              className="btn btn-secondary"
              aria-pressed={sideBySide.on}
              onClick={sideBySide.onToggle}
            >
              {m.reading.sideBySide}
            </button>
          ) : null}
          <button type="button" className="btn btn-secondary" onClick={onSettings} aria-haspopup="dialog">
            {m.reading.settings}
          </button>
        </div>
      </div>
      {problem ? (
        <p role="status" className="audio-bar-note">
          {problem}
        </p>
      ) : null}
      {wpmText ? (
        <p role="status" className="notice notice-info mt-2">
          {wpmText}
        </p>
      ) : null}
    </section>
  );
}

/** Accent and voice, in the settings sheet. */
export function VoiceSettings({ readAloud }: { readAloud: ReadAloud }) {
  const m = useMessages(readingText);
  const { supported, voices, choice, accent, gender } = readAloud;
  return (
    <>
      <label className="field">
        <span className="font-semibold">{m.reading.accent}</span>
        <select className="input" value={accent} onChange={(e) => readAloud.setAccent(e.target.value as VoiceAccent)}>
          {(Object.keys(VOICE_ACCENTS) as VoiceAccent[]).map((a) => (
            <option key={a} value={a}>
              {m.reading.accents[a]} ({VOICE_ACCENTS[a]})
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="font-semibold">{m.reading.gender}</span>
        <select className="input" value={gender} onChange={(e) => readAloud.setGender(e.target.value as VoiceGender)}>
          {VOICE_GENDERS.map((g) => (
            <option key={g} value={g}>
              {m.reading.genders[g]}
            </option>
          ))}
        </select>
      </label>
      {choice.voice ? (
        <p className="text-muted">
          {format(m.reading.voiceInUse, { name: choice.voice.name, lang: choice.voice.lang })}
        </p>
      ) : null}
      {supported && voices.length > 0 && !choice.exact ? (
        <p className="text-muted">{format(m.reading.noVoice, { accent: m.reading.accents[accent] })}</p>
      ) : null}
    </>
  );
}
