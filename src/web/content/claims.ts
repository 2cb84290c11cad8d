// Every promise the public pages make about what the site does, in one place
// (issue 32). A page shows a card or a section only by walking its group here,
// so nothing can be promised on a page without being listed; each claim names
// what proves it, and tests/api/claims.test.ts checks that every proof exists
// (a page the router mounts, a route the server registers, a flag
// /api/site/capabilities answers) and that every claim's text is on its page.
// The text itself stays in the catalogues (i18n/en/*.ts and each language),
// under `catalogue` + the claim's id.
import type { Capabilities } from '#src/domain/generation.ts';
import type { PublicRoute } from '#src/domain/routes.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Proof =
  /** A screen the client's router mounts (lazy-parts.ts), where the learner does it in the browser. */
  | { readonly page: string }
  /** A route the server registers, as 'METHOD /api/…' with its :params. */
  | { readonly api: `${Method} /api/${string}` }
  /** A flag of /api/site/capabilities that says whether this site can do it. */
  | { readonly capability: keyof Capabilities }
  /** A promise of the foundation (no fees, no ads…): no code can prove it, so it says what it is. */
  | { readonly policy: string };

export type ClaimGroup<Id extends string = string> = {
  /** The public page that shows the group. */
  readonly shownOn: PublicRoute;
  /** Where the claims' texts are in the catalogue: `${catalogue}.${id}`. */
  readonly catalogue: string;
  /** The claims in the order the page shows them. */
  readonly ids: readonly Id[];
  readonly proofs: Readonly<Record<Id, readonly Proof[]>>;
};

function group<const T extends Record<string, readonly Proof[]>>(
  shownOn: PublicRoute,
  catalogue: string,
  proofs: T,
): ClaimGroup<Extract<keyof T, string>> {
  return { shownOn, catalogue, ids: Object.keys(proofs) as Extract<keyof T, string>[], proofs };
}

/** A group's texts, in the group's order, from the catalogue record that holds them. */
export function claimed<Id extends string, Text>(claims: ClaimGroup<Id>, texts: Readonly<Record<Id, Text>>): Text[] {
  return claims.ids.map((id) => texts[id]);
}

const page = (path: string): Proof => ({ page: path });
const api = (route: `${Method} /api/${string}`): Proof => ({ api: route });
const capability = (flag: keyof Capabilities): Proof => ({ capability: flag });
const policy = (what: string): Proof => ({ policy: what });

const FREE = policy('no fees, ads or paid plan: how the foundation runs the site');
const PROFILE = api('GET /api/user/:id/profile');
const ACTIVITY = api('POST /api/user/:id/activity');
const EXPORT = api('GET /api/user/:id/export');
const DELETE_ACCOUNT = api('DELETE /api/user/:id');
const PREFERENCES = api('POST /api/user/:id/preferences');
const DICTIONARY = api('GET /api/dictionary/:word');
const SAVE_WORD = api('POST /api/user/:id/words');
const FEEDBACK = api('POST /api/evaluate-writing');
const WRITING_SAVED = api('POST /api/user/:id/writing/attempts');

export const claims = {
  home: {
    benefits: group('/', 'home.benefits', {
      free: [FREE],
      // Everyday topics in the library, at four levels.
      newcomers: [page('/reading'), capability('libraryStories')],
      anyDevice: [PROFILE, ACTIVITY],
    }),
    practice: group('/', 'home.practice', {
      reading: [page('/reading'), api('GET /api/passage-content'), capability('libraryStories')],
      writing: [page('/writing'), api('GET /api/writing-guides/:mode'), FEEDBACK],
      progress: [page('/dashboard'), PROFILE, api('GET /api/user/:id/achievements')],
    }),
  },
  features: {
    reading: group('/features', 'features.categories.reading.items', {
      aiStories: [capability('ai'), api('POST /api/generate-passage')],
      levels: [page('/reading'), api('GET /api/passages')],
      // Speech synthesis and recognition run in the browser (decision 005).
      pronunciation: [page('/reading')],
      progressTracking: [page('/dashboard'), PROFILE],
      vocabulary: [DICTIONARY, SAVE_WORD],
      quizzes: [page('/reading'), ACTIVITY],
    }),
    writing: group('/features', 'features.categories.writing.items', {
      realLife: [page('/writing'), api('GET /api/writing-tasks')],
      scenarios: [api('GET /api/writing-tasks')],
      timer: [page('/writing')],
      templates: [api('GET /api/writing-guides/:mode')],
      feedback: [FEEDBACK],
      skills: [api('GET /api/user/:id/writing/attempts')],
    }),
    journey: group('/features', 'features.categories.journey.items', {
      progress: [page('/dashboard'), PROFILE],
      badges: [api('GET /api/user/:id/achievements')],
      dailyGoal: [PREFERENCES],
      streak: [PROFILE],
      ownPace: [policy('no deadline: nothing expires')],
      anyDevice: [PROFILE, api('GET /api/user/:id/words'), api('GET /api/user/:id/writing/attempts')],
    }),
    resources: group('/features', 'features.categories.resources.items', {
      downloads: [api('GET /api/pdf/passage'), api('GET /api/pdf/task')],
      savedProgress: [ACTIVITY, PROFILE],
      // The browser's voices read the story (decision 005).
      audio: [page('/reading')],
      topics: [api('GET /api/passages'), capability('libraryStories')],
      // Events wait in the browser and are sent once (decision 018).
      offline: [page('/reading'), ACTIVITY, WRITING_SAVED],
      community: [api('POST /api/content-reports')],
    }),
  },
  help: {
    how: group('/help', 'help.how', {
      reading: [page('/dashboard'), page('/reading')],
      wordHelp: [DICTIONARY, api('GET /api/word-gloss/:word'), SAVE_WORD, api('POST /api/user/:id/words/:word/review')],
      listening: [page('/reading')],
      quizzes: [page('/reading'), ACTIVITY],
      writing: [page('/writing'), FEEDBACK, WRITING_SAVED],
      progress: [page('/dashboard'), PROFILE, api('GET /api/user/:id/achievements'), PREFERENCES],
    }),
    faq: group('/help', 'help.faq', {
      free: [FREE],
      offline: [page('/reading'), page('/writing'), ACTIVITY, WRITING_SAVED],
      data: [EXPORT, DELETE_ACCOUNT],
      password: [
        api('POST /api/user/forgot-password'),
        api('POST /api/user/reset-password'),
        api('POST /api/user/reset-code'),
        page('/reset-code'),
      ],
      french: [api('GET /api/passage-content'), api('GET /api/pdf/passage')],
    }),
  },
  terms: group('/terms', 'terms.sections', {
    free: [FREE],
    age: [policy('an age rule: sign-up does not ask for a birth date')],
    account: [api('POST /api/user/register'), api('POST /api/user/forgot-password')],
    conduct: [policy('rules for learners')],
    writing: [WRITING_SAVED, EXPORT],
    content: [capability('ai'), FEEDBACK],
    guarantee: [policy('what the volunteers cannot promise')],
    leaving: [EXPORT, DELETE_ACCOUNT],
    changes: [policy('how the terms change')],
  }),
  privacy: group('/privacy', 'privacy.sections', {
    stored: [EXPORT, api('GET /api/session'), api('POST /api/session/logout')],
    why: [api('GET /api/leaderboard')],
    never: [policy('no ads, no selling, no tracking')],
    leaderboard: [api('GET /api/leaderboard'), PREFERENCES],
    ai: [capability('ai')],
    yourData: [EXPORT, DELETE_ACCOUNT],
    children: [policy('the age limit of the terms')],
    changes: [policy('how the policy changes')],
  }),
};

/** Every group of claims, for the tests. */
export const CLAIM_GROUPS: readonly ClaimGroup[] = [
  claims.home.benefits,
  claims.home.practice,
  ...Object.values(claims.features),
  claims.help.how,
  claims.help.faq,
  claims.terms,
  claims.privacy,
];
