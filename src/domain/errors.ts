import { z } from 'zod';

/** Every non-OK API response carries this body (SPEC §7). */
export const errorBodySchema = z.object({ error: z.string() });

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** What the server says about a request itself, whatever the route. */
export const REQUEST_MESSAGES = {
  serverError: SERVER_ERROR_MESSAGE,
  notValid: 'The request is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty.',
  bodyTooLarge: 'The request body is too large.',
  notJson: 'Send the request body as JSON.',
  badLength: 'The request body length is wrong.',
  otherSite: 'This request came from another site and was refused.',
  notFound: 'Not found.',
  /** Said by the page itself when an answer has a shape it cannot read (src/web/lib/api.ts). */
  unreadable: 'The server sent an answer this page cannot read. Please reload the page.',
} as const;

/** A crowd at one of the shared workers (decision 027): everyone waits these seconds, then tries again. */
export const LOOKUP_BUSY_SECONDS = 2;
export const ANALYSIS_BUSY_SECONDS = 5;
export const ANALYSIS_OWN_TEXT_SECONDS = 5;
export const PDF_BUSY_SECONDS = 5;

export const BUSY_MESSAGES = {
  lookup: `Many words are being looked up right now. Please try again in ${LOOKUP_BUSY_SECONDS} seconds.`,
  analysis: `The writing checker is busy. Please try again in ${ANALYSIS_BUSY_SECONDS} seconds.`,
  ownText: `Your last text is still being checked. Please try again in ${ANALYSIS_OWN_TEXT_SECONDS} seconds.`,
  pdf: `Too many downloads are being made. Please try again in ${PDF_BUSY_SECONDS} seconds.`,
} as const;
