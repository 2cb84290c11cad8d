// The account's preferences, carried onto this device once a learner is signed
// in: the interface language (and a language chosen in the top bar goes back to
// the account), theme, text size, contrast, sounds and the daily reminder.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { nextReminderAt, type Preferences } from '#src/domain/preferences.ts';
import type { PreferencesResponse } from '#src/domain/progress-api.ts';
import { progressText } from '#src/web/i18n/en/progress.ts';
import { chosenLocale, type Locale, useLocale, useMessages } from '#src/web/i18n/index.tsx';
import { apiFetch } from '#src/web/lib/api.ts';
import { applyDevicePreferences } from '#src/web/lib/device-preferences.ts';
import { reminderPermission, reminderSupport, showReminder } from '#src/web/lib/reminders.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { getProfile, savedProfile } from './get-profile.ts';

export const preferencesQueryKey = (userId: string) => ['preferences', userId] as const;

const preferencesUrl = (userId: string) => `/api/user/${encodeURIComponent(userId)}/preferences`;

export function usePreferences(userId: string | null) {
  return useQuery({
    queryKey: preferencesQueryKey(userId ?? ''),
    queryFn: () => apiFetch<PreferencesResponse>(preferencesUrl(userId ?? '')),
    enabled: !!userId,
    staleTime: Number.POSITIVE_INFINITY, // changed only by this device's own saves, which refresh it
  });
}

/** Mounted once for the whole site (App). */
export function useAccountPreferences() {
  const user = useSignedInUser();
  const userId = user?.userId ?? null;
  const { locale, setLocale } = useLocale();
  const client = useQueryClient();
  const preferences = usePreferences(userId);
  // What the account holds for the interface language: undefined until it has answered.
  const accountLanguage = useRef<Locale | null | undefined>(undefined);

  const saveLanguage = (id: string, language: Locale) => {
    accountLanguage.current = language;
    apiFetch(preferencesUrl(id), { body: { interfaceLanguage: language } }).then(
      () => client.invalidateQueries({ queryKey: ['profile', id] }),
      (error: unknown) => console.warn('The interface language was not saved to the account', error),
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: acts when the account's answer arrives, not on each language switch
  useEffect(() => {
    const saved = preferences.data?.preferences;
    if (!saved || !userId) return;
    applyDevicePreferences(saved);
    if (saved.interfaceLanguage) {
      accountLanguage.current = saved.interfaceLanguage;
      if (saved.interfaceLanguage !== locale) setLocale(saved.interfaceLanguage);
    } else {
      accountLanguage.current = null;
      // A language picked in the top bar before signing in becomes the account's.
      const chosen = chosenLocale();
      if (chosen) saveLanguage(userId, chosen);
    }
  }, [preferences.data, userId]);

  // A switch in the top bar while signed in is remembered by the account.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of language only
  useEffect(() => {
    if (!userId || accountLanguage.current === undefined || accountLanguage.current === locale) return;
    saveLanguage(userId, locale);
  }, [locale]);

  // Signing out forgets what the last account said.
  useEffect(() => {
    if (!userId) accountLanguage.current = undefined;
  }, [userId]);

  useDailyReminder(userId, preferences.data?.preferences);
}

/** True when the learner has practised today by the latest progress we can get. */
async function practisedToday(userId: string): Promise<boolean> {
  const summary = await getProfile(userId).then(
    (profile) => profile.summary,
    () => savedProfile(userId)?.profile.summary,
  );
  if (!summary) return false;
  return summary.today.minutes > 0 || summary.today.challenges.some((c) => c.currentValue > 0);
}

/** While the installed app runs: at the study time, a reminder if the learner has not practised that day. */
function useDailyReminder(userId: string | null, preferences: Preferences | undefined) {
  const m = useMessages(progressText);
  const text = useRef(m);
  text.current = m;
  const enabled = !!preferences?.notificationsEnabled;
  const studyTime = preferences?.studyTimePreference ?? 'any';
  useEffect(() => {
    if (!userId || !enabled || reminderSupport() !== 'available' || reminderPermission() !== 'granted') return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const now = new Date();
      timer = setTimeout(async () => {
        if (!(await practisedToday(userId)))
          await showReminder(text.current.progress.reminderTitle, text.current.progress.reminderBody).catch(
            (error: unknown) => console.warn('The reminder could not be shown', error),
          );
        schedule();
      }, nextReminderAt(now, studyTime).getTime() - now.getTime());
    };
    schedule();
    return () => clearTimeout(timer);
  }, [userId, enabled, studyTime]);
}
