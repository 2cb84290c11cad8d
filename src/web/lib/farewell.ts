// After an account is deleted the learner lands on the home page, signed out:
// one line there says it is done (issue 32), read once from this tab's
// session storage so a reload or a later visit does not say it again.
const KEY = 'account-deleted';

export function rememberAccountDeleted(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // storage blocked: the home page simply shows no line
  }
}

/** Whether the account was just deleted in this tab; true once. */
export function takeAccountDeleted(): boolean {
  try {
    const deleted = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return deleted;
  } catch {
    return false;
  }
}
