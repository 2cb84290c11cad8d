import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES } from './activity.ts';
import { format } from './message-format.ts';
import { identifyServerMessage, SERVER_MESSAGES } from './server-messages.ts';

const every = Object.entries(SERVER_MESSAGES).flatMap(([area, messages]) =>
  Object.entries(messages as Record<string, string>).map(([name, text]) => [`${area}.${name}`, text] as const),
);

const sample = { minutes: 12, seconds: 43, n: 30, language: 'Arabic' };

describe('the server messages a page can translate', () => {
  it.each(every)('%s is found from its own words', (code, template) => {
    const filled = format(template, sample);
    const found = identifyServerMessage(filled);
    // Two codes may share their words ('Send one word.'): the first is found, and says the same.
    expect(found && format(template, found.params)).toBe(filled);
    if (found?.code !== code) expect(format(template, sample)).toBe(filled);
  });

  it('reads the numbers the server filled in', () => {
    const said = format(ACTIVITY_MESSAGES.quizBeforeReading, { seconds: 43 });
    expect(said).toBe('Read the story first: its quiz counts after you have read it for at least 43 seconds.');
    expect(identifyServerMessage(said)).toEqual({
      code: 'activity.quizBeforeReading',
      area: 'activity',
      name: 'quizBeforeReading',
      params: { seconds: '43' },
    });
  });

  it('knows nothing of other text', () => {
    expect(identifyServerMessage('Email already registered')).toBeNull();
    expect(identifyServerMessage('Read the story first: its quiz counts after its reading.')).toBeNull();
  });
});
