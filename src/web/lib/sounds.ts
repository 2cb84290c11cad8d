// Short, quiet sounds for a right answer and a finished task, made on the spot
// with Web Audio (nothing to download). Off unless the learner turned them on
// (an account preference, kept on this device), and never when the device asks
// for reduced motion: people who ask for calm get silence too.
const KEY = 'sounds';

export type SoundName = 'correct' | 'complete';

// Rising notes (Hz): two for a right answer, three for a finished task.
const NOTES: Record<SoundName, number[]> = { correct: [660, 880], complete: [523.25, 659.25, 783.99] };
const NOTE_SECONDS = 0.11;
const VOLUME = 0.12;

export function setSoundsOn(on: boolean) {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // storage blocked: no sounds, the quiet default
  }
}

export function soundsOn(): boolean {
  try {
    if (localStorage.getItem(KEY) !== 'on') return false;
  } catch {
    return false;
  }
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

let context: AudioContext | null = null;

export function playSound(name: SoundName) {
  if (!soundsOn() || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const start = context.currentTime + 0.02;
    NOTES[name].forEach((frequency, i) => {
      const ctx = context as AudioContext;
      const at = start + i * NOTE_SECONDS;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      // A soft attack and release: no click at the start or end of a note.
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(VOLUME, at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + NOTE_SECONDS + 0.01);
    });
  } catch (error) {
    console.warn('This device could not play a sound', error);
  }
}
