import { frenchPassageSchema } from '../../../../domain/content.ts';

export const translationAnswerSchema = frenchPassageSchema;
