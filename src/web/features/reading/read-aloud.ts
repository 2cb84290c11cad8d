// Reading a passage aloud with the browser's voices: play, pause, reset,
// play from a sentence, and the word being spoken for the read-along.
// Voices that send no word boundaries (speech-dispatcher on Linux, several
// Android voices) get a highlight that follows the clock instead.
import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_ACCENTS, type VoiceAccent, type VoiceGender } from '#src/domain/enums.ts';
import { estimatedWordIndex } from '#src/domain/reading.ts';
import { chooseVoice, loadVoices, SPEECH_RATE, speechSupported } from '#src/web/lib/speech.ts';
import { tokenize } from './components/PassageText.tsx';

export type ReadAloud = ReturnType<typeof useReadAloud>;
type Run = { from: number; starts: number[]; startedAt: number; elapsed: number; boundaries: boolean };

const TICK_MS = 150;

export function useReadAloud(text: string, lang: 'en' | 'fr', onFinished: () => void) {
  const [state, setState] = useState<'idle' | 'playing' | 'paused'>('idle');
  const [spoken, setSpoken] = useState<number | null>(null);
  const [rate, setRate] = useState<number>(SPEECH_RATE.default);
  const [accent, setAccent] = useState<VoiceAccent>(lang === 'fr' ? 'french' : 'american');
  const [gender, setGender] = useState<VoiceGender>('female');
  const [voices, setVoices] = useState<SpeechSynthesisVoice[] | null>(null);
  const [failed, setFailed] = useState(false);
  const supported = speechSupported();
  const run = useRef<Run | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const choice = chooseVoice(voices ?? [], accent, gender);
  // Without a voice of the text's language the browser would read nothing, or read English with a French voice.
  const noVoice = supported && voices !== null && !voices.some((v) => v.lang.toLowerCase().startsWith(lang));

  const stopClock = useCallback(() => {
    window.clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const startClock = useCallback(
    (current: Run, speed: number) => {
      stopClock();
      current.startedAt = performance.now();
      timer.current = window.setInterval(() => {
        if (run.current !== current || current.boundaries) return;
        const i = estimatedWordIndex(current.elapsed + performance.now() - current.startedAt, speed);
        setSpoken(current.starts[Math.min(i, current.starts.length - 1)] ?? null);
      }, TICK_MS);
    },
    [stopClock],
  );

  const stop = useCallback(() => {
    run.current = null;
    stopClock();
    if (speechSupported()) window.speechSynthesis.cancel();
    setState('idle');
    setSpoken(null);
  }, [stopClock]);

  useEffect(() => {
    let live = true;
    loadVoices().then((found) => live && setVoices(found));
    if (!speechSupported()) return;
    // Voices may arrive after loadVoices gave up waiting (a slow phone, a speech service still starting):
    // take them whenever the browser announces them, or Play would stay "no voice" for good.
    const synth = window.speechSynthesis;
    const update = () => {
      const found = synth.getVoices();
      if (live && found.length) setVoices(found);
    };
    synth.addEventListener('voiceschanged', update);
    return () => {
      live = false;
      synth.removeEventListener('voiceschanged', update);
    };
  }, []);
  useEffect(() => setAccent(lang === 'fr' ? 'french' : 'american'), [lang]);
  // A new text (another passage, the French side) or leaving the page stops the voice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the text changes
  useEffect(() => stop, [text, stop]);

  /** Speaks from a character position (0: the whole text). */
  const playFrom = (from: number) => {
    if (!supported || noVoice) return;
    stop();
    setFailed(false);
    const current: Run = {
      from,
      starts: tokenize(text.slice(from)).map((t) => t.start + from),
      startedAt: 0,
      elapsed: 0,
      boundaries: false,
    };
    run.current = current;
    const utterance = new SpeechSynthesisUtterance(text.slice(from));
    utterance.rate = rate;
    utterance.lang = choice.voice?.lang ?? VOICE_ACCENTS[accent];
    if (choice.voice) utterance.voice = choice.voice;
    utterance.onstart = () => {
      if (run.current === current) startClock(current, rate);
    };
    utterance.onboundary = (event) => {
      if (run.current !== current || event.name !== 'word') return;
      current.boundaries = true;
      setSpoken(from + event.charIndex);
    };
    const end = (completed: boolean) => {
      if (run.current !== current) return; // a cancelled utterance after a newer one started
      run.current = null;
      stopClock();
      setState('idle');
      setSpoken(null);
      if (completed && from === 0) finished.current();
    };
    utterance.onend = () => end(true);
    utterance.onerror = (event) => {
      if (run.current === current && event.error !== 'interrupted' && event.error !== 'canceled') setFailed(true);
      end(false);
    };
    window.speechSynthesis.speak(utterance);
    setState('playing');
    setSpoken(from);
  };

  const play = () => {
    const current = run.current;
    if (state === 'paused' && current) {
      window.speechSynthesis.resume();
      startClock(current, rate);
      setState('playing');
      return;
    }
    playFrom(0);
  };

  const pause = () => {
    const current = run.current;
    if (!supported || !current) return;
    window.speechSynthesis.pause();
    current.elapsed += performance.now() - current.startedAt;
    stopClock();
    setState('paused');
  };

  return {
    supported,
    state,
    spoken,
    rate,
    setRate,
    accent,
    setAccent,
    gender,
    setGender,
    voices: voices ?? [],
    noVoice,
    failed,
    choice,
    play,
    playFrom,
    pause,
    reset: stop,
  };
}
