// What other features may use of progress: the profile's query key (a
// practice that earns XP refreshes it), the progress dialog the dashboard
// opens, and the preferences that follow the learner between devices.
export { useAccountPreferences } from './api/account-preferences.ts';
export { profileQueryKey } from './api/get-profile.ts';
export { ProgressDialog } from './components/ProgressDialog.tsx';
