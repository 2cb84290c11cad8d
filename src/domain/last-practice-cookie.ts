// The name of the cookie that keeps a learner's last practice on their device (last-practice.ts), alone in its
// module: the shell's code, which removes the cookie at sign-out, needs only the name.
export const LAST_PRACTICE_COOKIE = 'last-practice';
/** Sent with the Hub's address only, the one page that shows it: not with every request a learner's phone makes. */
export const LAST_PRACTICE_COOKIE_PATH = '/dashboard';
