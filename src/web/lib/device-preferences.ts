// The account preferences that act on this device: theme, text size,
// contrast and sounds. Applied when the account's preferences arrive and when
// the learner saves settings; each is also remembered on the device.
import type { Preferences } from '#src/domain/preferences.ts';
import { applyDisplay } from './display.ts';
import { setSoundsOn } from './sounds.ts';
import { applyTheme } from './theme.ts';

export function applyDevicePreferences(preferences: Preferences) {
  applyTheme(preferences.theme);
  applyDisplay({ textSize: preferences.textSize, highContrast: preferences.highContrast });
  setSoundsOn(preferences.soundEnabled);
}
