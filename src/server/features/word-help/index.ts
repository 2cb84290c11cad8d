// Word help: a tapped word's meaning in its sentence (WordNet senses chosen by
// the fitted model, the story's sense table first), its word in the learner's
// language, and the AI's French when nothing else has one.

export { createDictionaryPool } from './dictionary-pool.ts';
export { createGlossService } from './gloss-service.ts';
export { createGlossRepository } from './repository.ts';
export { wordHelpRoutes } from './routes.ts';
