// What other features may use of progress: the profile (its query, its key
// for a practice that earns XP to refresh, and the copy kept for offline),
// saving preferences, the progress dialog the dashboard opens, and the
// preferences that follow the learner between devices.
export { useAccountPreferences } from './api/account-preferences.ts';
export { getProfile, profileQueryKey, savedProfile, useProfile } from './api/get-profile.ts';
export { profilePath } from './api/profile-path.ts';
export { useSavePreferences } from './api/save-preferences.ts';
export { ProgressDialog } from './components/ProgressDialog.tsx';
