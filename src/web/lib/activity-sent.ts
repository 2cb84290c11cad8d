/** Fired on window after practice kept on this device reached the server (activity.ts), so views can refresh. */
export const ACTIVITY_SENT = 'activity-sent';
