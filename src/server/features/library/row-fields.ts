// Fields every library row (passage or writing task) turns into the same way.
import { storedPassageSchema } from '#src/domain/content.ts';

export const iso = (ms: number) => new Date(Number(ms)).toISOString();
/** The spec's list items name a file (SPEC §7); ours is the key's last part. */
export const filename = (key: string) => `${key.split('/').at(-1)}.json`;
export const sourceOf = (value: string) => storedPassageSchema.shape.source.parse(value);
