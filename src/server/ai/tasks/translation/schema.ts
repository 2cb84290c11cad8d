import { frenchPassageSchema } from '#src/domain/content.ts';

export const translationAnswerSchema = frenchPassageSchema;
