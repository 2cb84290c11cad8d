// Puts the built-in library's passages (ai/library.ts) into the passages table
// at start, so they are browsed and loaded like generated ones.
import { LIBRARY_EDITION, type Library, passageKey } from '#src/server/ai/library.ts';
import type { PassageRepository } from './repository.ts';
import { translationSourceHash } from './shapes.ts';

/** Writes the library's passages, replacing what an older library put there. */
export async function syncLibraryPassages(repo: PassageRepository, library: Library): Promise<void> {
  const rows = library.passages.map((p) => ({
    key: passageKey(p),
    level: p.level,
    topic: p.topic,
    title: p.title,
    source: 'library',
    body: JSON.stringify({
      title: p.title,
      text: p.text,
      questions: p.questions,
      vocabulary: p.vocabulary,
      wordSenses: p.wordSenses,
    }),
    french: JSON.stringify(p.french),
    created_by: null,
    created_at: LIBRARY_EDITION,
    family: p.family ?? null,
  }));
  await repo.upsert(rows);
  await repo.deleteNotIn(
    'library',
    rows.map((r) => r.key),
  );
  // The team's translations (decision 037) are kept translations like the AI's, so the reading screen, the
  // PDF and the quiz find them the same way; written for the story's current text.
  const translations = library.passages.flatMap((p) =>
    Object.entries(p.translations ?? {}).map(([language, { names: _names, ...translation }]) => ({
      passage_key: passageKey(p),
      language,
      translation: JSON.stringify(translation),
      source_hash: translationSourceHash(p),
      created_at: LIBRARY_EDITION,
      translated_by: 'team',
    })),
  );
  for (const row of translations) await repo.saveTranslation(row);
  await repo.deleteTeamTranslationsNotIn(translations);
}
