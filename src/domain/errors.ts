import { z } from 'zod';

/** Every non-OK API response carries this body (SPEC §7). */
export const errorBodySchema = z.object({ error: z.string() });

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
