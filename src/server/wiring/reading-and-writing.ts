// Reading and writing: stories, word help, reports, PDFs, writing tasks,
// feedback on drafts, the writing attempts and volunteer tutors' reading of them; the built-in library and the
// AI service (when configured) behind them.
import type { FastifyInstance } from 'fastify';
import { hasBlockedWords } from '../ai/blocked-words.ts';
import { createAiGate } from '../ai/gate.ts';
import { loadLibrary } from '../ai/library.ts';
import { createOpenAiClient } from '../ai/openai-compatible.ts';
import type { AiClient } from '../ai/provider.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createLibrarySearch } from '../features/library/index.ts';
import {
  createPassageRepository,
  createPassageService,
  passageRoutes,
  syncLibraryPassages,
} from '../features/passages/index.ts';
import { createPdfPool, pdfRoutes } from '../features/pdf/index.ts';
import type { ProgressService } from '../features/progress/index.ts';
import { createReportRepository, createReports, reportRoutes } from '../features/reports/index.ts';
import type { OpenedText } from '../features/site/index.ts';
import { createTutoring, createTutoringRepository, tutoringRoutes } from '../features/tutoring/index.ts';
import {
  createDictionaryPool,
  createGlossRepository,
  createGlossService,
  wordHelpRoutes,
} from '../features/word-help/index.ts';
import { createWritingRepository, createWritingService, writingRoutes } from '../features/writing/index.ts';
import {
  createAnalysisPool,
  createLearnerStanding,
  createWritingFeedbackService,
  writingFeedbackRoutes,
} from '../features/writing-feedback/index.ts';
import {
  createWritingTaskRepository,
  createWritingTaskService,
  syncLibraryTasks,
  writingTaskRoutes,
} from '../features/writing-tasks/index.ts';
import { Refusal } from '../lib/refusal.ts';
import type { Shared } from './shared.ts';

type Options = {
  progress: ProgressService;
  /** buildApp's `ai`: undefined means the configured service (or none). */
  ai: AiClient | null | undefined;
  /** The running site keeps a writing checker loaded; tests start one only when a text needs it. */
  keepAnalysisWarm: boolean;
  /** The database pool's figures, for the metrics. */
  dbPool: DatabaseHandle['poolStats'];
  /** buildApp's onDraftsChecked. */
  onDraftsChecked?: (userId: string) => void;
};

/** Registers the routes; answers what the site's capabilities say and what must be closed at shutdown. */
export async function registerReadingAndWriting(
  app: FastifyInstance,
  { db, config, now, limits, authorization, metrics }: Shared,
  { progress, ai, keepAnalysisWarm, dbPool, onDraftsChecked }: Options,
) {
  const library = loadLibrary(config.contentDir);
  const passageRepo = createPassageRepository(db);
  const taskRepo = createWritingTaskRepository(db);
  await syncLibraryPassages(passageRepo, library);
  await syncLibraryTasks(taskRepo, library);
  const reportRepo = createReportRepository(db);
  // A learner asks a volunteer tutor to read a completed text (decision 038).
  // Proven learners (a day of practice) are told apart once, for the writing checker's queue and the tutors'.
  const isEstablished = createLearnerStanding(db, now);
  const tutoring = createTutoring(createTutoringRepository(db), { limits, now, isEstablished });
  const chosenAi = ai !== undefined ? ai : config.ai ? createOpenAiClient(config.ai) : null;
  const aiClient = chosenAi && metrics ? metrics.instrumentAi(chosenAi) : chosenAi;
  const gate = createAiGate({ maxConcurrency: config.aiMaxConcurrency, quota: config.aiQuota, limits, now });
  // Proven learners keep places in the checker's queue that fresh accounts cannot fill (decision 027).
  const analysis = createAnalysisPool({
    ...config.analysis,
    keepWarm: keepAnalysisWarm,
    isEstablished,
  });
  // Word help works in a thread of its own, off the event loop (decision 027).
  const dictionary = createDictionaryPool({
    plainDefinitions: library.plainDefinitions,
    siteSenses: library.siteSenses,
    senseWords: library.senseWords,
  });
  if (keepAnalysisWarm) {
    // The running site loads the writing checker and the word-help models once it
    // serves requests, not before: they are half of a cold start, and the first
    // request that needs one still waits for it rather than failing.
    app.addHook('onListen', async () => {
      analysis.warm(); // in its own thread
      dictionary.warm(); // in its own thread too
    });
  }
  metrics?.watch({
    aiInFlight: () => gate.inFlight,
    analysis: analysis.stats,
    dbPool,
    tutoring: tutoring.stats,
  });
  const search = createLibrarySearch(library);
  const passages = createPassageService({
    repo: passageRepo,
    library,
    ai: aiClient,
    gate,
    log: app.log,
    search,
    loadedPassages: progress.loadedPassages,
    hiddenAmong: reportRepo.hiddenAmong,
    hasBlockedWords,
    resolveWordSenses: (text) => dictionary.resolve(text),
    now,
  });
  const tasks = createWritingTaskService({
    repo: taskRepo,
    library,
    ai: aiClient,
    gate,
    log: app.log,
    search,
    hiddenAmong: reportRepo.hiddenAmong,
    hasBlockedWords,
    now,
  });
  const writing = createWritingService({
    repo: createWritingRepository(db),
    progress,
    // The stored task (library or AI-written) decides the mode and time limit a draft is scored against.
    loadTask: tasks.findTask,
    taskOpenedAt: progress.lastOpened,
    guideFor: (mode) => library.guides.get(mode),
    englishVariety: config.englishVariety,
    analyse: analysis.analyse,
    limits,
    log: app.log,
    now,
    onChecked: onDraftsChecked,
  });
  await app.register(writingRoutes({ service: writing, authorization }));
  await app.register(tutoringRoutes({ tutoring, authorization }));
  // Drafts saved before a restart and not checked yet are checked now, in the background.
  app.addHook('onReady', async () => {
    void writing.resume().catch((error) => app.log.warn({ err: error }, 'could not resume checking drafts'));
  });
  await app.register(
    passageRoutes({
      service: passages,
      findTask: tasks.findTask,
      authorization,
      onPassageLoaded: progress.recordPassageLoad,
      readPassages: progress.readPassages,
    }),
  );
  await app.register(writingTaskRoutes({ service: tasks, authorization }));
  await app.register(
    writingFeedbackRoutes({
      service: createWritingFeedbackService({
        analyse: analysis.analyse,
        ai: aiClient,
        gate,
        log: app.log,
        keyPhrases: (mode) => library.guides.get(mode)?.template.keyPhrases.flatMap((k) => k.phrases),
        englishVariety: config.englishVariety,
      }),
      authorization,
    }),
  );
  await app.register(
    reportRoutes({
      reports: createReports(reportRepo, {
        limits,
        now,
        onHideHeld: (itemKey, max) => {
          // Reports already hide all they may (issue 30): the item stays listed and a volunteer must look.
          app.log.warn({ itemKey, hiddenByReports: max }, 'report threshold reached but the hidden share is full');
          metrics?.reportHideHeld();
        },
      }),
      authorization,
    }),
  );
  await app.register(
    wordHelpRoutes({
      dictionary,
      glosses: createGlossService({
        ai: aiClient,
        gate,
        repo: createGlossRepository(db),
        quota: config.aiGlossQuota,
        log: app.log,
        now,
      }),
      findPassageWords: passages.findPassageWords,
      findPassage: passages.findPassage,
      authorization,
      limits,
      now,
    }),
  );
  const pdfs = createPdfPool();
  await app.register(
    pdfRoutes({
      pdfs,
      authorization,
      findPassage: passages.findPassage,
      findPassageWithTranslation: passages.findPassageWithTranslation,
      findTask: tasks.findTask,
      guideFor: (mode) => library.guides.get(mode),
    }),
  );
  return {
    capabilities: { ai: aiClient !== null, libraryStories: library.passages.length },
    /** The story or task at `key` as its page first shows it (features/site/first-paint.ts); null for none. */
    async openedText(key: string): Promise<OpenedText | null> {
      try {
        if (key.startsWith('writing/')) {
          const task = await tasks.findTask(key);
          return { kind: 'task', mode: task.mode, title: task.title, prompt: task.prompt };
        }
        const story = await passages.passageWithTranslations(key);
        const { level, topic, title, text } = story;
        const translations = story.translations ?? [];
        return { kind: 'story', level, topic, title, text, translations, translatable: aiClient !== null };
      } catch (error) {
        if (error instanceof Refusal) return null; // no such key: the page says so itself
        throw error;
      }
    },
    async close() {
      writing.stop();
      await analysis.close();
      await pdfs.close();
      await dictionary.close();
    },
  };
}
