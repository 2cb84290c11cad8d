import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { READING_LEVELS_BY_DIFFICULTY, TOPICS } from '#src/domain/enums.ts';
import { DAILY_GOAL, type Preferences, parseDailyGoal, STUDY_TIMES, TEXT_SIZES } from '#src/domain/preferences.ts';
import type { ProfileResponse } from '#src/domain/progress-api.ts';
import { Dialog } from '#src/web/components/Dialog.tsx';
import { SelectField } from '#src/web/components/SelectField.tsx';
import { authText } from '#src/web/i18n/en/auth.ts';
import { placementText } from '#src/web/i18n/en/placement.ts';
import { progressText } from '#src/web/i18n/en/progress.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { applyDevicePreferences } from '#src/web/lib/device-preferences.ts';
import { allowReminders, reminderPermission, reminderSupport } from '#src/web/lib/reminders.ts';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useSavePreferences } from '../api/save-preferences.ts';
import { AccountSection } from './AccountSection.tsx';

type Props = { open: boolean; onClose: () => void; profile: ProfileResponse['profile'] };

/** SPEC §2 Settings: username and email read-only, the daily goal and the preferences. */
export function SettingsDialog({ open, onClose, profile }: Props) {
  const m = useMessages(placementText, progressText, authText);
  const { failure } = useServerText();
  const save = useSavePreferences(profile.userId);
  const [draft, setDraft] = useState<Preferences>(profile.preferences);
  const [goalText, setGoalText] = useState(String(profile.preferences.dailyGoalMinutes));
  const [goalChanged, setGoalChanged] = useState<number | null>(null);
  const [remindersBlocked, setRemindersBlocked] = useState(false);
  const hintIds = { sound: useId(), reminders: useId() };
  // Reminders only where they can work: the installed app, with the Notifications API.
  const reminders = reminderSupport();

  // Start from the saved preferences each time the dialog opens; a refetch after
  // saving must not wipe the form or its 'saved' message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening matters
  useEffect(() => {
    if (open) {
      setDraft(profile.preferences);
      setGoalText(String(profile.preferences.dailyGoalMinutes));
      save.reset();
      setRemindersBlocked(false);
    }
  }, [open]);

  const set = <K extends keyof Preferences>(key: K, value: Preferences[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const dailyGoalMinutes = parseDailyGoal(goalText);
    // A goal outside 5-120 (or not a number) is saved as the nearest allowed one: say so, not only 'saved'.
    setGoalChanged(String(dailyGoalMinutes) === goalText.trim() ? null : dailyGoalMinutes);
    setGoalText(String(dailyGoalMinutes));
    // The interface language is the top bar's to change; the computed difficulty is not a preference.
    const {
      adaptiveDifficulty: _computed,
      interfaceLanguage: _language,
      ...changes
    } = { ...draft, dailyGoalMinutes } as Preferences & { adaptiveDifficulty?: unknown };
    save.mutate(changes, { onSuccess: (saved) => applyDevicePreferences(saved.preferences) });
  };
  const toggleReminders = async (on: boolean) => {
    setRemindersBlocked(false);
    if (!on) return set('notificationsEnabled', false);
    const allowed = await allowReminders();
    setRemindersBlocked(!allowed);
    set('notificationsEnabled', allowed);
  };
  const toggleTopic = (topic: (typeof TOPICS)[number]) =>
    set(
      'favoriteTopics',
      draft.favoriteTopics.includes(topic)
        ? draft.favoriteTopics.filter((t) => t !== topic)
        : [...draft.favoriteTopics, topic],
    );

  return (
    <Dialog open={open} title={m.progress.settingsTitle} onClose={onClose}>
      <form className="flex flex-col gap-4" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="set-username">{m.progress.username}</label>
          <input id="set-username" className="input" value={profile.username} readOnly />
        </div>
        <div className="field">
          <label htmlFor="set-email">{m.progress.email}</label>
          <input id="set-email" className="input" value={profile.email} readOnly />
        </div>
        <div className="field">
          <label htmlFor="set-goal">{m.progress.dailyGoal}</label>
          <input
            id="set-goal"
            className="input"
            inputMode="numeric"
            value={goalText}
            onChange={(e) => setGoalText(e.target.value)}
          />
        </div>
        <SelectField
          label={m.progress.preferredLevel}
          value={draft.preferredReadingLevel}
          options={READING_LEVELS_BY_DIFFICULTY}
          text={(l) => m.levels[l]}
          onChange={(v) => set('preferredReadingLevel', v)}
        />
        <fieldset className="field">
          <legend className="font-semibold">{m.progress.favoriteTopics}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {TOPICS.map((t) => (
              <label key={t} className="check">
                <input type="checkbox" checked={draft.favoriteTopics.includes(t)} onChange={() => toggleTopic(t)} />{' '}
                {m.topics[t]}
              </label>
            ))}
          </div>
        </fieldset>
        <SelectField
          label={m.progress.studyTime}
          value={draft.studyTimePreference}
          options={STUDY_TIMES}
          text={(t) => m.progress.studyTimes[t]}
          onChange={(v) => set('studyTimePreference', v)}
        />
        <SelectField
          label={m.progress.theme}
          value={draft.theme}
          options={['system', 'light', 'dark'] as const}
          text={(t) => m.progress.themes[t]}
          onChange={(v) => set('theme', v)}
        />
        <SelectField
          label={m.progress.textSize}
          value={draft.textSize}
          options={TEXT_SIZES}
          text={(t) => m.progress.textSizes[t]}
          onChange={(v) => set('textSize', v)}
        />
        <label className="check">
          <input type="checkbox" checked={draft.highContrast} onChange={(e) => set('highContrast', e.target.checked)} />{' '}
          {m.progress.highContrast}
        </label>
        <div>
          <label className="check">
            <input
              type="checkbox"
              checked={draft.soundEnabled}
              aria-describedby={hintIds.sound}
              onChange={(e) => set('soundEnabled', e.target.checked)}
            />{' '}
            {m.progress.sound}
          </label>
          <p id={hintIds.sound} className="hint">
            {m.progress.soundHint}
          </p>
        </div>
        {reminders === 'available' ? (
          <div>
            <label className="check">
              <input
                type="checkbox"
                checked={draft.notificationsEnabled && reminderPermission() === 'granted'}
                aria-describedby={hintIds.reminders}
                onChange={(e) => toggleReminders(e.target.checked)}
              />{' '}
              {m.progress.notifications}
            </label>
            <p id={hintIds.reminders} className="hint">
              {m.progress.notificationsHint}
            </p>
            {remindersBlocked ? (
              <p role="alert" className="notice notice-error mt-2">
                {m.progress.notificationsBlocked}
              </p>
            ) : null}
          </div>
        ) : reminders === 'install-first' ? (
          <p className="hint">{m.progress.notificationsInstall}</p>
        ) : null}
        <label className="check">
          <input
            type="checkbox"
            checked={draft.hideFromLeaderboard}
            onChange={(e) => set('hideFromLeaderboard', e.target.checked)}
          />{' '}
          {m.progress.hide}
        </label>
        <div aria-live="polite">
          {save.isSuccess ? (
            <p role="status" className="notice notice-info">
              {m.progress.saved}
              {goalChanged === null
                ? null
                : ` ${format(m.progress.goalChanged, { minutes: goalChanged, min: DAILY_GOAL.min, max: DAILY_GOAL.max })}`}
            </p>
          ) : null}
          {save.isError ? (
            <p role="alert" className="notice notice-error">
              {failure(save.error, m.auth.operationFailed)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? m.progress.saving : m.progress.save}
        </button>
      </form>
      <p className="mt-6">
        <Link to="/welcome" className="link">
          {m.placement.again}
        </Link>
      </p>
      <AccountSection userId={profile.userId} />
    </Dialog>
  );
}
