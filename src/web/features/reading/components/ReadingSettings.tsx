// The reading settings dialog: the reading mode, single or side-by-side view
// (when there is a translation), the voice's speed for first steps, the voice.
import { READING_MODES } from '#src/domain/enums.ts';
import { Dialog } from '#src/web/components/Dialog.tsx';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { SPEECH_RATE } from '#src/web/lib/speech.ts';
import type { ReadAloud } from '../read-aloud.ts';
import type { ReadingState } from '../url-state.ts';
import { VoiceSettings } from './AudioBar.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  state: ReadingState;
  update: (changes: Partial<ReadingState>, replace?: boolean) => void;
  /** Whether a translation is there to show beside the English. */
  translated: boolean;
  /** 'First steps in English': the voice's speed is set here. */
  firstSteps: boolean;
  readAloud: ReadAloud;
};

export function ReadingSettings({ open, onClose, state, update, translated, firstSteps, readAloud }: Props) {
  const m = useMessages(readingText);
  return (
    <Dialog open={open} title={m.reading.settingsTitle} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <label className="field">
          <span className="font-semibold">{m.reading.modeLabel}</span>
          <select
            className="input"
            value={state.mode}
            onChange={(e) => update({ mode: e.target.value as ReadingState['mode'] }, true)}
          >
            {READING_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {m.reading.modes[mode]}
              </option>
            ))}
          </select>
        </label>
        {translated ? (
          <fieldset className="segmented">
            <legend className="font-semibold">{m.reading.view}</legend>
            {(['single', 'side-by-side'] as const).map((view) => (
              <button
                key={view}
                type="button"
                aria-pressed={state.view === view}
                onClick={() => update({ view }, true)}
              >
                {view === 'single' ? m.reading.single : m.reading.sideBySide}
              </button>
            ))}
          </fieldset>
        ) : null}
        {firstSteps && state.mode !== 'silent' ? (
          <label className="field">
            <span className="font-semibold">{format(m.reading.speed, { rate: readAloud.rate.toFixed(1) })}</span>
            <input
              type="range"
              min={SPEECH_RATE.min}
              max={SPEECH_RATE.max}
              step={SPEECH_RATE.step}
              value={readAloud.rate}
              onChange={(e) => readAloud.setRate(Number(e.target.value))}
            />
          </label>
        ) : null}
        <VoiceSettings readAloud={readAloud} />
      </div>
    </Dialog>
  );
}
