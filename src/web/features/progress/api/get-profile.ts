import { useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../../domain/progress-api.ts';
import { apiFetch } from '../../../lib/api.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';

export const profileQueryKey = (userId: string) => ['profile', userId] as const;

export function getProfile(userId: string): Promise<ProfileResponse> {
  return apiFetch(`/api/user/${encodeURIComponent(userId)}/profile?tz=${encodeURIComponent(browserTimeZone())}`);
}

export function useProfile(userId: string, enabled = true) {
  return useQuery({ queryKey: profileQueryKey(userId), queryFn: () => getProfile(userId), enabled });
}
