// The reading check's texts and answer key, read once at start from
// content/placement/check.json. A broken file stops start-up with its name,
// as a broken library file does; a missing one leaves the check off (the page
// then offers the can-do statements only).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PlacementCheck, placementCheckSchema } from '#src/domain/placement.ts';

export function loadPlacementCheck(contentDir: string): PlacementCheck | null {
  const path = join(contentDir, 'placement', 'check.json');
  if (!existsSync(path)) return null;
  try {
    return placementCheckSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    throw new Error(`The reading check ${path} is invalid: ${(error as Error).message}`);
  }
}
