/** What a form shows for each field in error: the first message a schema gave for it. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * One message per field from a schema's issues, in the form's own field
 * names: the request's newPassword is the form's password field.
 */
export function errorsByField<F extends string>(
  result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } },
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  if (result.success) return errors;
  for (const issue of result.error?.issues ?? []) {
    const name = (issue.path[0] === 'newPassword' ? 'password' : issue.path[0]) as F;
    if (fields.includes(name) && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}

/** Every message, top to bottom, for the summary read out when the form is sent. */
export const errorSummary = <F extends string>(errors: FieldErrors<F>, order: readonly F[]): string[] =>
  order.flatMap((name) => errors[name] ?? []);

/**
 * Shows a sent form's problems the same way on every form: the cursor goes to
 * the first field in error (the element marked data-field) and the answer is
 * the summary to show; null when there is no problem.
 */
export function focusFirstProblem<F extends string>(
  form: HTMLElement | null,
  errors: FieldErrors<F>,
  order: readonly F[],
): string | null {
  const first = order.find((name) => errors[name]);
  if (!first) return null;
  form?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  return errorSummary(errors, order).join('\n');
}
