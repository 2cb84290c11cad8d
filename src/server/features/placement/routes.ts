// the reading check after sign-up. Anyone may read the texts and
// questions; a signed-in learner posts their choices, the server scores them
// against the key (which never leaves the server) and keeps the result as the
// learner's reading level and the start of adaptive difficulty (placedAt).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '#src/domain/errors.ts';
import {
  answersMatchCheck,
  CHECK_CHANGED_MESSAGE,
  PLACEMENT_MESSAGES,
  type PlacementCheck,
  placementAnswersSchema,
  placementResultSchema,
  publicPlacementCheck,
  publicPlacementCheckSchema,
  scoreReadingCheck,
} from '#src/domain/placement.ts';
import type { Authorization } from '#src/server/http/authorize.ts';
import { HttpError } from '#src/server/http/errors.ts';
import type { ProgressService } from '../progress/index.ts';

type Deps = {
  check: PlacementCheck | null;
  progress: ProgressService;
  authorization: Authorization;
  now: () => number;
};

const NO_CHECK = PLACEMENT_MESSAGES.notAvailable;

export function placementRoutes({ check, progress, authorization, now }: Deps): FastifyPluginAsyncZod {
  const shown = check ? publicPlacementCheck(check) : null;
  return async (app) => {
    app.get(
      '/api/placement-check',
      { schema: { response: { 200: publicPlacementCheckSchema, 404: errorBodySchema } } },
      async () => {
        if (!shown) throw new HttpError(404, NO_CHECK);
        return shown;
      },
    );

    app.post(
      '/api/placement-check/answers',
      {
        preHandler: authorization.requireUser,
        schema: {
          body: placementAnswersSchema,
          response: {
            200: placementResultSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => {
        if (!check) throw new HttpError(404, NO_CHECK);
        const { answers } = request.body;
        if (!answersMatchCheck(check, answers)) throw new HttpError(409, CHECK_CHANGED_MESSAGE);
        const result = scoreReadingCheck(
          check,
          answers.map((a) => a.choices),
        );
        const userId = request.user?.userId ?? '';
        const { preferences } = await progress.settings(userId);
        await progress.savePreferences(userId, {
          ...preferences,
          preferredReadingLevel: result.level,
          placedAt: now(),
        });
        return result;
      },
    );
  };
}
