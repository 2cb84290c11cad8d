import { TUTOR_ANSWERS_PATH } from '#src/domain/tutoring.ts';

/** Where a tutor's answer opens: its own address, so a link can open it and the back button returns to the list. */
export const answerAddress = (requestId: string) => `${TUTOR_ANSWERS_PATH}?request=${encodeURIComponent(requestId)}`;
