import { useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '#src/domain/progress-api.ts';
import { apiFetch } from '#src/web/lib/api.ts';
import { profileCopy, saveProfileCopy } from '#src/web/lib/storage.ts';
import { browserTimeZone } from '#src/web/lib/time-zone.ts';

export const profileQueryKey = (userId: string) => ['profile', userId] as const;

export async function getProfile(userId: string): Promise<ProfileResponse> {
  const profile = await apiFetch<ProfileResponse>(
    `/api/user/${encodeURIComponent(userId)}/profile?tz=${encodeURIComponent(browserTimeZone())}`,
  );
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
