// Table types for Kysely. Times are epoch milliseconds (UTC) everywhere.

export interface UsersTable {
  id: string;
  email: string;
  username: string;
  password_hash: string;
  security_question: string;
  security_answer_hash: string;
  created_at: number;
  last_login_at: number | null;
  /** Set by a volunteer (npm run admin -- lock); a locked learner cannot sign in. */
  locked_at: number | null;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface PassagesTable {
  key: string;
  level: string;
  topic: string;
  title: string;
  source: string;
  body: string;
  french: string | null;
  created_by: string | null;
  created_at: number;
  /** Library retellings of one story share it (decision 021); null for everything else. */
  family: string | null;
}

export interface WritingTasksTable {
  key: string;
  mode: string;
  title: string;
  source: string;
  body: string;
  created_by: string | null;
  created_at: number;
}

export interface EventsTable {
  user_id: string;
  id: string;
  type: string;
  occurred_at: number;
  recorded_at: number;
  xp: number;
  data: string;
}

export interface UserSettingsTable {
  user_id: string;
  time_zone: string;
  /** The zone before the last change, in force until zone_from (the next local midnight after the change). */
  previous_time_zone: string | null;
  zone_from: number | null;
  preferences: string;
  hide_from_leaderboard: number;
  updated_at: number;
}

export interface WeeklyPointsTable {
  week_start: number;
  user_id: string;
  points: number;
}

export interface WordsTable {
  user_id: string;
  word: string;
  definition: string;
  sentence: string;
  /** The WordNet sense the word had where it was saved; null for words saved before senses were kept. */
  sense_key: string | null;
  added_at: number;
  due_at: number;
  interval_days: number;
  ease: number;
  reps: number;
}

export interface WritingAttemptsTable {
  id: string;
  user_id: string;
  task_key: string;
  mode: string;
  text: string;
  words: number;
  seconds: number;
  score: number;
  /** Null when the text was too short to judge. */
  band: number | null;
  cefr: string | null;
  findings: number;
  created_at: number;
  /** 0 while the checker has not read it yet (band, cefr and findings come then). */
  analysed: number;
  /** The task's title and prompt when it was done (SPEC §3); null for attempts saved before migration 021. */
  title: string | null;
  prompt: string | null;
}

/** Running totals (JSON of ProgressTotals plus badges), rebuilt from events when version is old. */
export interface ProgressTotalsTable {
  user_id: string;
  version: number;
  points: number;
  data: string;
  updated_at: number;
}

/** One learner's local day (JSON of DayTotals). */
export interface ProgressDaysTable {
  user_id: string;
  day: string;
  data: string;
}

/** A learner's report on a passage or task (decision 015); resolved when a volunteer reviewed the item. */
export interface ContentReportsTable {
  item_key: string;
  user_id: string;
  reason: string;
  note: string;
  created_at: number;
  resolved_at: number | null;
  /** 1: the learner had opened the item and had practice on record, so the report counts towards hiding. */
  counted: number;
}

/** Items kept out of the browse lists and the library search: by reports, or by a volunteer. */
export interface ContentHiddenTable {
  item_key: string;
  hidden_by: 'reports' | 'volunteer';
  hidden_at: number;
}

export interface PassageLoadsTable {
  user_id: string;
  passage_key: string;
  first_loaded_at: number;
  /** The first reading session's time; null until the learner reads it. */
  first_read_at: number | null;
  /** The latest open (a writing task's time runs from it); null for opens before it was kept. */
  last_loaded_at: number | null;
}

/** The AI's French word for an English word in one passage sentence (decision 008); null: it had none. */
export interface WordGlossesTable {
  passage_key: string;
  /** sha256 (hex) of the sentence with its white space collapsed. */
  sentence_hash: string;
  /** The word as written in the sentence, lower-cased. */
  word: string;
  french: string | null;
  model: string;
  created_at: number;
}

/** A passage's translation, made by the AI service (issue 33; decision 032): shared content, no learner's. */
export interface PassageTranslationsTable {
  passage_key: string;
  /** A TRANSLATION_LANGUAGES code. */
  language: string;
  /** The translated title, text, questions and vocabulary (frenchPassageSchema), as JSON. */
  translation: string;
  /** sha256 (base64url) of the passage body it was made from: a changed story's old translation is not read. */
  source_hash: string;
  created_at: number;
  /** 'team' (the library's, decision 037) or 'ai' (made by the AI service). */
  translated_by: string;
}

/** A volunteer's one-time reset code (decision 010): only its sha256 is kept. */
export interface ResetCodesTable {
  code_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** One volunteer action: who ran it (the shell user), what, on what, and how it ended. */
export interface AdminAuditTable {
  id: string;
  at: number;
  actor: string;
  action: string;
  /** A learner's id or a content key; never an e-mail address. */
  target: string | null;
  outcome: string;
}

/** A learner a site volunteer made a tutor (decision 038); suspended_at set: paused by a volunteer. */
export interface TutorsTable {
  user_id: string;
  granted_at: number;
  suspended_at: number | null;
}

/** A learner's request that a tutor read one finished text, and the tutor's answer (decision 038). */
export interface TutorRequestsTable {
  id: string;
  learner_id: string;
  attempt_id: string;
  task_title: string;
  task_prompt: string;
  mode: string;
  /** The site's CEFR estimate of the text when asked; null: too short to judge. */
  level: string | null;
  text: string;
  words: number;
  question: string;
  created_at: number;
  /** The tutor holding it, until claimed_until; a claim past its time is back in the queue. */
  claimed_by: string | null;
  claimed_until: number | null;
  /** Who answered; null after that tutor deleted their account. */
  tutor_id: string | null;
  answered_at: number | null;
  went_well: string | null;
  to_practise: string | null;
  suggested_level: string | null;
  seen_at: number | null;
  thanked_at: number | null;
  follow_up: string | null;
  follow_up_at: number | null;
  reply: string | null;
  replied_at: number | null;
}

/** One comment of a tutor's answer: a span of the request's text [start, end). */
export interface TutorCommentsTable {
  request_id: string;
  id: string;
  /** Who wrote it; null after that tutor deleted their account. */
  tutor_id: string | null;
  span_start: number;
  span_end: number;
  note: string;
  rewrite: string | null;
}

/** A learner's report on a tutor's comment ('note': the overall note), for the volunteers. */
export interface TutorReportsTable {
  id: string;
  request_id: string;
  comment_id: string;
  /** The learner who reported it (the request's own learner). */
  learner_id: string;
  tutor_id: string | null;
  note: string;
  created_at: number;
  resolved_at: number | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  passages: PassagesTable;
  writing_tasks: WritingTasksTable;
  events: EventsTable;
  user_settings: UserSettingsTable;
  weekly_points: WeeklyPointsTable;
  words: WordsTable;
  writing_attempts: WritingAttemptsTable;
  progress_totals: ProgressTotalsTable;
  progress_days: ProgressDaysTable;
  passage_loads: PassageLoadsTable;
  word_glosses: WordGlossesTable;
  passage_translations: PassageTranslationsTable;
  content_reports: ContentReportsTable;
  content_hidden: ContentHiddenTable;
  reset_codes: ResetCodesTable;
  admin_audit: AdminAuditTable;
  tutors: TutorsTable;
  tutor_requests: TutorRequestsTable;
  tutor_comments: TutorCommentsTable;
  tutor_reports: TutorReportsTable;
}
