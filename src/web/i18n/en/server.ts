// What the server says to a learner (src/domain/server-messages.ts): the English is the server's own words,
// so each interface language translates exactly what the English interface shows.
import { SERVER_MESSAGES } from '#src/domain/server-messages.ts';
import { section } from '../english.ts';

export const serverText = section({ server: SERVER_MESSAGES });
