import { useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '#src/domain/progress-api.ts';
import { apiFetch } from '#src/web/lib/api.ts';
import { takeEarly } from '#src/web/lib/early-answers.ts';
import { profileCopy, saveProfileCopy } from '#src/web/lib/storage.ts';
import { profilePath } from './profile-path.ts';

export const profileQueryKey = (userId: string) => ['profile', userId] as const;

export async function getProfile(userId: string): Promise<ProfileResponse> {
  const path = profilePath(userId);
  // The Hub's first one was asked with the Hub's code (DashboardPage.tsx, askEarlyForProgress).
  const profile = await (takeEarly<ProfileResponse>(path) ?? apiFetch<ProfileResponse>(path));
  saveProfileCopy(userId, profile); // shown when the server cannot be reached
  return profile;
}

/** The last progress this device saw, for when the server cannot be reached. */
export function savedProfile(userId: string) {
  return profileCopy<ProfileResponse>(userId);
}

export function useProfile(userId: string, enabled = true) {
  return useQuery({ queryKey: profileQueryKey(userId), queryFn: () => getProfile(userId), enabled });
}
