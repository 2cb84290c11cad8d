// Names the server sends in English, shown in the learner's language: SPEC §9's
// XP level titles, the badges and the daily challenges (issue 33). The
// catalogue holds them by level number, badge id and challenge key
// (en/shell.ts, en/hub.ts). A name it does not know, from a server newer than
// this page, is shown as the server sent it and marked English, so that a
// screen reader reads it as English.
import { challengeKeyOf } from '#src/domain/challenges.ts';
import type { Messages } from './en.ts';

/** A badge's or a challenge's title and description; lang is 'en' when they are the server's English. */
export type Names = { title: string; description: string; lang: 'en' | undefined };

type Sent = { title: string; description: string };

/** The catalogue's entry for key, if it has one of its own (not 'constructor' from Object's prototype). */
function entry<T extends object>(names: T, key: string | null): T[keyof T] | undefined {
  return key !== null && Object.hasOwn(names, key) ? names[key as keyof T] : undefined;
}

function named(known: Sent | undefined, sent: Sent): Names {
  return known
    ? { title: known.title, description: known.description, lang: undefined }
    : { title: sent.title, description: sent.description, lang: 'en' };
}

/** A level's title in the interface language ('Élève débutant' for level 1 in French). */
export function levelTitle(m: Pick<Messages, 'levelTitles'>, level: { current: number; title: string }): string {
  return entry(m.levelTitles, String(level.current)) ?? level.title;
}

export function badgeNames(m: Pick<Messages, 'badges'>, badge: Sent & { id: string }): Names {
  return named(entry(m.badges, badge.id), badge);
}

/** A challenge of the day, named by the key inside its id ('challenge-read-2-2026-11-22'). */
export function challengeNames(m: Pick<Messages, 'hub'>, challenge: Sent & { id: string }): Names {
  return named(entry(m.hub.challenges, challengeKeyOf(challenge.id)), challenge);
}
