// Daily reminders through the Notifications API. A web page cannot wake itself
// at a time of day, so the reminder comes while the installed app is running
// (open, or kept by the phone in the background); the settings say so. In a
// plain browser tab the option is not offered: an installed app is where
// learners expect reminders, and a tab's permission prompt would be noise.

export type ReminderSupport = 'available' | 'install-first' | 'unsupported';

export function reminderSupport(): ReminderSupport {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  const installed =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    window.matchMedia?.('(display-mode: minimal-ui)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return installed ? 'available' : 'install-first';
}

export function reminderPermission(): NotificationPermission | 'unsupported' {
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Asks once (the browser remembers the answer); true when reminders may be shown. */
export async function allowReminders(): Promise<boolean> {
  if (!('Notification' in window)) return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}

/** Shows a reminder: through the service worker where there is one (Android needs it), else directly. */
export async function showReminder(title: string, body: string) {
  if (reminderPermission() !== 'granted') return;
  const options: NotificationOptions = {
    body,
    icon: '/favicon.svg',
    tag: 'daily-reminder',
    lang: document.documentElement.lang,
  };
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options);
}
