// Text to speech with the browser's own voices: the closest installed voice
// for the chosen accent and gender, and word boundaries for the read-along.
import { VOICE_ACCENTS, type VoiceAccent, type VoiceGender } from '#src/domain/enums.ts';

export const SPEECH_RATE = { min: 0.5, max: 2, step: 0.1, default: 0.8 } as const; // SPEC §5, §9

export function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

const FEMALE = /female|woman|zira|susan|samantha|karen|moira|tessa|veena|fiona|victoria|heera|catherine|f\d|\+f/i;
const MALE = /\bmale|man\b|david|daniel|alex|fred|rishi|george|james|m\d|\+m/i;

/** The voice to use, and whether it really speaks the accent's language and region. */
export function chooseVoice(voices: SpeechSynthesisVoice[], accent: VoiceAccent, gender: VoiceGender) {
  const code = VOICE_ACCENTS[accent].toLowerCase();
  const base = code.split('-')[0] ?? 'en';
  const norm = (v: SpeechSynthesisVoice) => v.lang.toLowerCase().replace('_', '-');
  const exact = voices.filter((v) => norm(v) === code);
  const sameLanguage = voices.filter((v) => norm(v).split('-')[0] === base);
  const english = voices.filter((v) => norm(v).startsWith('en'));
  const pool = exact.length ? exact : sameLanguage.length ? sameLanguage : english.length ? english : voices;
  const wanted = gender === 'female' ? FEMALE : MALE;
  const voice = pool.find((v) => wanted.test(v.name)) ?? pool[0] ?? null;
  return { voice, exact: exact.length > 0 };
}

export function loadVoices(): Promise<SpeechSynthesisVoice[]> {
  if (!speechSupported()) return Promise.resolve([]);
  const now = window.speechSynthesis.getVoices();
  if (now.length) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => resolve(window.speechSynthesis.getVoices());
    window.speechSynthesis.addEventListener('voiceschanged', done, { once: true });
    setTimeout(done, 1500); // some browsers never fire voiceschanged
  });
}
