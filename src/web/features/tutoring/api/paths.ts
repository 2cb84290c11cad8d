/** The learner's tutor requests: `/api/user/:id/tutor-requests`, and one of them with `/:requestId`. */
export const requestsPath = (userId: string) => `/api/user/${encodeURIComponent(userId)}/tutor-requests`;
export const requestPath = (userId: string, requestId: string) =>
  `${requestsPath(userId)}/${encodeURIComponent(requestId)}`;
/** A text a tutor claims, answers, gives back or replies on: `/api/tutor/requests/:requestId`. */
export const tutorRequestPath = (requestId: string) => `/api/tutor/requests/${encodeURIComponent(requestId)}`;
