// The name of the cookie that keeps a learner's last practice on their device (last-practice.ts), alone in its
// module: the shell's code, which removes the cookie at sign-out, needs only the name.
export const LAST_PRACTICE_COOKIE = 'last-practice';
