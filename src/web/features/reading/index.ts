// What other features may use of reading: the name a reading level is shown by.

// The Hub marks its Continue story when this phone holds it for offline reading.
export { SavedMark } from './components/SavedMark.tsx';
export { levelLabel } from './level-label.ts';
export { useSavedOffline } from './saved-offline.ts';
