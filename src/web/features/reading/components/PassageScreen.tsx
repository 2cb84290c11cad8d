import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { contentUrl, type GeneratePassageResponse } from '#src/domain/content.ts';
import type { ReadingLevel, Topic } from '#src/domain/enums.ts';
import { READING_MODES } from '#src/domain/enums.ts';
import { passagePdfUrl } from '#src/domain/pdf.ts';
import type { ProfileResponse } from '#src/domain/progress-api.ts';
import { sentenceBounds } from '#src/domain/reading.ts';
import { type FamilyMember, suggestAfterQuiz } from '#src/domain/story-families.ts';
import { countWords } from '#src/domain/text.ts';
import { translationLanguageFor, vocabularyEntryFor } from '#src/domain/word-help.ts';
import { Dialog } from '#src/web/components/Dialog.tsx';
import { OfflineActions } from '#src/web/components/OfflineActions.tsx';
import { ReportProblem } from '#src/web/components/ReportProblem.tsx';
import { Reward, type RewardFacts } from '#src/web/components/Reward.tsx';
import { Spinner } from '#src/web/components/Spinner.tsx';
import { getProfile, profileQueryKey, useProfile } from '#src/web/features/progress/index.ts';
import { useAddWord } from '#src/web/features/words/index.ts';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { rewardText } from '#src/web/i18n/en/reward.ts';
import type { Messages } from '#src/web/i18n/en.ts';
import { format, useLocale, useMessages } from '#src/web/i18n/index.tsx';
import { type ActivityAnswer, recordActivity } from '#src/web/lib/activity.ts';
import { ApiError, failureText } from '#src/web/lib/api.ts';
import { useCapabilities } from '#src/web/lib/capabilities.ts';
import { useOnline } from '#src/web/lib/online.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { SPEECH_RATE } from '#src/web/lib/speech.ts';
import { rememberLastPractice } from '#src/web/lib/storage.ts';
import { passagesQueryKey, usePassages } from '../api/get-passages.ts';
import { createPassage, loadPassage, translatePassage } from '../api/passage.ts';
import { usePassageFamily } from '../api/passage-family.ts';
import { levelLabel } from '../level-label.ts';
import { passageOnArrival, rememberPassage } from '../passage-cache.ts';
import { useReadAloud } from '../read-aloud.ts';
import { SAVED_OFFLINE_QUERY, useSavedOffline } from '../saved-offline.ts';
import { defaultView, type ReadingState } from '../url-state.ts';
import { AudioBar, VoiceSettings } from './AudioBar.tsx';
import { DefinitionDialog, type LookUp } from './DefinitionDialog.tsx';
import { OfflineStory } from './OfflineStory.tsx';
import { PassageText, paragraphsOf, type WordMark } from './PassageText.tsx';
import { PronunciationPanel } from './PronunciationPanel.tsx';
import { QuizDialog, quizScore } from './QuizDialog.tsx';
import { SavedMark } from './SavedMark.tsx';
import { SideBySide } from './SideBySide.tsx';
import { NextLevelSuggestion, StoryLevels } from './StoryLevels.tsx';
import { StrategyPanel } from './StrategyPanel.tsx';

type Props = {
  state: ReadingState & { level: ReadingLevel; topic: Topic };
  update: (changes: Partial<ReadingState>, replace?: boolean) => void;
};

const MAX_SESSION_SECONDS = 4 * 60 * 60;

type RewardState =
  | { state: 'saving' }
  | { state: 'waiting' }
  | { state: 'refused'; message: string }
  | { state: 'counted'; facts: RewardFacts };

/** The moment after the quiz, from the server's totals before and after it. */
function rewardFacts(before: ProfileResponse | undefined, after: ProfileResponse, answer: ActivityAnswer): RewardFacts {
  const pointsBefore = before?.summary.points ?? after.summary.points;
  const levelBefore = before?.summary.level.current ?? answer.level.current;
  return {
    xp: Math.max(0, answer.points - pointsBefore),
    minutesToday: after.summary.today.minutes,
    goalMinutes: after.profile.preferences.dailyGoalMinutes,
    streak: after.summary.streaks.current,
    streakStarted: after.summary.streaks.current <= 1,
    badges: answer.newBadges,
    levelUp: answer.level.current > levelBefore ? answer.level : null,
  };
}

export function PassageScreen({ state, update }: Props) {
  const m = useMessages(readingText, rewardText);
  const user = useSignedInUser();
  const client = useQueryClient();
  const list = usePassages(state.level, state.topic);
  // The learner's totals before the quiz, so its moment can say what it added.
  useProfile(user?.userId ?? '', !!user);
  const passage = useQuery({
    queryKey: ['passage', state.key],
    queryFn: () => loadPassage(state.key ?? ''),
    enabled: !!state.key,
  });
  const ai = useCapabilities().data?.ai === true;
  // The translation beside the story is in the learner's language where the site can make one (issue 33):
  // French from the library or the AI service; any other language from the AI service only.
  const { locale } = useLocale();
  const target = translationLanguageFor(locale);
  const translationOffered = target === 'fr' ? !!passage.data?.french || ai : ai;
  const french = useQuery({
    queryKey: ['translation', state.key, target],
    queryFn: () => translatePassage(state.level, state.topic, state.key ?? '', target),
    enabled:
      !!state.key && translationOffered && ((target === 'fr' && state.lang === 'fr') || state.view === 'side-by-side'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [streaming, setStreaming] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  // Said about the passage it came with only (decision 015: the screen says where a passage came from).
  const [notice, setNotice] = useState<{ key: string; text: string } | null>(null);
  const [request, setRequest] = useState('');
  const [quizOpen, setQuizOpen] = useState(false);
  const [reward, setReward] = useState<RewardState | null>(null);
  const family = usePassageFamily(passage.data?.key ?? null);
  const online = useOnline();
  // SPEC §8: the server busy or failing, or no answer at all while online: the built-in sample passage, said so.
  const serverFailed =
    online && [passage.error, state.key ? null : list.error].some((error) => error && !isClientsMistake(error));
  const sample = useQuery({
    queryKey: ['sample-passage'],
    queryFn: () => import('../sample-passage.ts').then((module) => module.SAMPLE_PASSAGE),
    enabled: serverFailed,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const p = passage.data ?? (serverFailed ? sample.data : undefined);
  const retry = () => (state.key ? passage.refetch() : list.refetch());
  const saved = useSavedOffline([
    ...(list.data?.passages.map((item) => item.key) ?? []),
    ...(family.data?.members.map((member) => member.key) ?? []),
  ]);
  // After a quiz of 80% or more: the same story one level up (decision 021).
  const [nextLevel, setNextLevel] = useState<FamilyMember | null>(null);
  const readAtLevel = (member: FamilyMember) => {
    setQuizOpen(false);
    update({ level: member.level, key: member.key, lang: 'en', view: defaultView(member.level) });
  };
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [word, setWord] = useState<LookUp | null>(null);
  const [lookupText, setLookupText] = useState('');
  const [pronunciationMarks, setPronunciationMarks] = useState<Map<number, WordMark>>(new Map());
  const [scan, setScan] = useState<{ words: string[]; found: Map<string, number> } | null>(null);
  const startScan = useCallback((words: string[]) => setScan({ words, found: new Map() }), []);
  const firstSteps = state.level === 'non-english';
  // While scanning, tapping a target word counts as finding it; otherwise it opens the definition.
  const lookUp = (lang: 'en' | 'fr', w: string, sentence: string, index: number, paragraph: string) => {
    const target = scan?.words.find((t) => t.toLowerCase() === w.toLowerCase());
    if (scan && target && state.mode === 'strategies' && lang === 'en') {
      setScan({ words: scan.words, found: new Map(scan.found).set(target, index) });
      return;
    }
    setWord({ word: w, lang, sentence, paragraph });
  };
  const addWord = useAddWord(user?.userId ?? '');
  const [savedWords, setSavedWords] = useState<string[]>([]);
  const started = useRef(Date.now());
  const recorded = useRef(false);

  // Arriving without a passage: open one of the stored passages for this level and topic.
  useEffect(() => {
    if (state.key || !list.data) return;
    const key = passageOnArrival(
      state.level,
      state.topic,
      list.data.passages.map((item) => item.key),
    );
    if (key) update({ key }, true);
  }, [state.key, list.data, update, state.level, state.topic]);

  // A new story on screen (the sample too) starts its reading time.
  useEffect(() => {
    if (!p) return;
    started.current = Date.now();
    recorded.current = false;
    setNextLevel(null);
  }, [p]);

  // Only a story from the server is remembered: the sample is there for a failure, not to come back to.
  useEffect(() => {
    if (passage.data) {
      rememberPassage(state.level, state.topic, passage.data.key, passage.data.text);
      if (user)
        rememberLastPractice(user.userId, {
          kind: 'reading',
          path: `/reading?${new URLSearchParams({ level: state.level, topic: state.topic, key: passage.data.key })}`,
          title: passage.data.title,
        });
    }
  }, [passage.data, state.level, state.topic, user]);

  const finishReading = (seconds?: number) => {
    if (!user || !p || recorded.current) return;
    recorded.current = true;
    const elapsed = seconds ?? Math.round((Date.now() - started.current) / 1000);
    recordActivity(user.userId, {
      type: 'reading-session',
      words: countWords(p.text),
      seconds: Math.min(MAX_SESSION_SECONDS, Math.max(1, elapsed)),
      mode: state.mode,
      passageKey: p.key,
    }).then(() => {
      client.invalidateQueries({ queryKey: profileQueryKey(user.userId) });
      // The family list marks the levels read.
      client.invalidateQueries({ queryKey: ['passage-family'] });
    });
  };

  const rewardView =
    reward?.state === 'counted' ? (
      <Reward facts={reward.facts} />
    ) : reward ? (
      <p className="notice notice-info mt-3">
        {reward.state === 'saving' ? m.reward.saving : reward.state === 'refused' ? reward.message : m.reward.offline}
      </p>
    ) : null;

  const showFrench = state.lang === 'fr' && target === 'fr' && !!french.data;
  const sideBySide = state.view === 'side-by-side' && !!french.data;
  const shownText = showFrench ? (french.data?.passage ?? '') : (p?.text ?? '');
  const readAloud = useReadAloud(shownText, showFrench ? 'fr' : 'en', () => finishReading());
  const speaking = readAloud.state !== 'idle' && state.mode !== 'silent';
  // While the voice reads, tapping a sentence of the text being read reads from there; otherwise a tap looks the word up.
  const onTap = (lang: 'en' | 'fr', w: string, sentence: string, index: number, start: number, paragraph: string) => {
    if (speaking && lang === (showFrench ? 'fr' : 'en')) readAloud.playFrom(sentenceBounds(shownText, start).start);
    else lookUp(lang, w, sentence, index, paragraph);
  };

  // Vocabulary mode marks the passage's own words in the English text.
  const vocabularyMarks = useMemo(() => {
    const marks = new Map<number, WordMark>();
    if (!p || state.mode !== 'vocabulary') return marks;
    for (const paragraph of paragraphsOf(p.text))
      for (const t of paragraph.tokens)
        if (t.word.length > 3 && vocabularyEntryFor([t.word.toLowerCase()], p.vocabulary))
          marks.set(t.index, 'vocabulary');
    return marks;
  }, [p, state.mode]);
  const englishMarks =
    state.mode === 'pronunciation'
      ? pronunciationMarks
      : state.mode === 'strategies' && scan
        ? new Map([...scan.found.values()].map((i) => [i, 'found' as const]))
        : vocabularyMarks;

  const onCreate = async () => {
    setCreateError(null);
    setNotice(null);
    setStreaming('');
    try {
      const result = await createPassage(
        { level: state.level, topic: state.topic, prompt: request, currentKey: state.key ?? undefined },
        setStreaming,
      );
      const note = libraryNote(m, result);
      if (note) setNotice({ key: result.key, text: note });
      await client.invalidateQueries({ queryKey: passagesQueryKey(state.level, state.topic) });
      update({ key: result.key, lang: 'en', view: defaultView(state.level) });
    } catch (error) {
      const retryAfter = error instanceof ApiError ? Number(error.body.retryAfter) : Number.NaN;
      setCreateError(
        error instanceof ApiError && error.status === 503 && retryAfter > 0
          ? format(m.reading.busy, { n: retryAfter })
          : failureText(error, m.reading.createFailed),
      );
    } finally {
      setStreaming(null);
    }
  };

  return (
    <div className="page-width py-3 md:py-6">
      <div className="passage-head">
        <nav aria-label={m.reading.backToTopics} className="flex flex-wrap gap-x-4">
          <button type="button" className="link-button" onClick={() => update({ topic: null })}>
            <span aria-hidden="true" className="pointing">
              ←
            </span>{' '}
            {m.reading.backToTopics}
          </button>
          <button type="button" className="link-button" onClick={() => update({ level: null })}>
            <span aria-hidden="true" className="pointing">
              ←
            </span>{' '}
            {m.reading.backToLevels}
          </button>
        </nav>
        <p className="text-muted">
          {levelLabel(m, state.level)} · {m.topics[state.topic]}
        </p>
      </div>

      {streaming !== null ? (
        <section aria-live="polite" aria-busy="true" className="card mt-4">
          <p className="font-semibold">{ai ? m.reading.creating : m.reading.finding}</p>
          <p className="mt-3 whitespace-pre-line" lang="en" dir="ltr">
            {streaming}
          </p>
        </section>
      ) : null}
      {notice && notice.key === state.key && streaming === null ? (
        <p role="status" className="notice notice-info mt-4">
          {notice.text}
        </p>
      ) : null}
      {createError ? (
        <p role="alert" className="notice notice-error mt-4">
          {createError}
        </p>
      ) : null}

      {passage.isPending && state.key ? <Spinner /> : null}
      {passage.isError && !online ? <OfflineStory /> : null}
      {serverFailed ? (
        <div role="status" className="notice notice-info mt-4">
          <p>{m.reading.sampleNote}</p>
          <button type="button" className="btn btn-secondary mt-3" onClick={() => retry()}>
            {m.reading.retry}
          </button>
        </div>
      ) : null}
      {passage.isError && online && !serverFailed ? (
        <div role="alert" className="notice notice-error mt-4">
          <p>
            {passage.error instanceof ApiError || passage.error instanceof TypeError
              ? m.reading.storedLoadFailed
              : m.reading.loadFailed}
          </p>
          <button type="button" className="btn btn-secondary mt-3" onClick={() => passage.refetch()}>
            {m.reading.retry}
          </button>
        </div>
      ) : null}

      {p && streaming === null ? (
        <article className="mt-2" aria-labelledby="passage-title">
          <h1 id="passage-title" className="text-2xl font-bold md:text-3xl" lang={showFrench ? 'fr' : 'en'} dir="ltr">
            {showFrench ? french.data?.title : p.title}
          </h1>
          <p className="mt-1 text-sm text-muted">{speaking ? m.reading.clickSentenceHint : m.reading.clickWordHint}</p>
          {french.isFetching ? <p role="status">{m.reading.translating}</p> : null}
          {french.isError && (state.lang === 'fr' || state.view === 'side-by-side') ? (
            <p role="alert" className="notice notice-error mt-2">
              {target === 'fr'
                ? m.reading.translateFailed
                : format(m.reading.translationFailed, { language: m.language.names[target] })}
            </p>
          ) : null}
          {/* Never a button that cannot work: a learner who reads another language is told why there is none. */}
          {!translationOffered && locale !== 'en' ? (
            <p className="mt-2 text-muted">{format(m.reading.noTranslation, { language: m.language.names[target] })}</p>
          ) : null}

          <div className="mt-3">
            {sideBySide && french.data ? (
              <SideBySide
                language={target}
                english={p.text}
                french={french.data.passage}
                spoken={{ lang: showFrench ? 'fr' : 'en', at: readAloud.spoken }}
                onWord={onTap}
                marks={englishMarks}
              />
            ) : (
              <PassageText
                text={shownText}
                spoken={readAloud.spoken}
                onWord={(...tap) => onTap(showFrench ? 'fr' : 'en', ...tap)}
                lang={showFrench ? 'fr' : 'en'}
                marks={showFrench ? undefined : englishMarks}
              />
            )}
          </div>

          <AudioBar
            readAloud={readAloud}
            text={shownText}
            silent={state.mode === 'silent'}
            simple={firstSteps}
            lang={state.lang}
            onLang={(lang) => update({ lang }, true)}
            onSettings={() => setSettingsOpen(true)}
            sideBySide={
              translationOffered
                ? {
                    on: state.view === 'side-by-side',
                    onToggle: () => update({ view: state.view === 'side-by-side' ? 'single' : 'side-by-side' }, true),
                  }
                : undefined
            }
            onFinished={finishReading}
          />

          {state.mode === 'pronunciation' ? <PronunciationPanel text={p.text} onMarks={setPronunciationMarks} /> : null}
          {state.mode === 'strategies' ? (
            <StrategyPanel
              questions={p.questions}
              scanWords={p.vocabulary.slice(0, 3).map((v) => v.word)}
              found={scan?.found.size ?? 0}
              onScan={startScan}
            />
          ) : null}

          {state.mode === 'vocabulary' ? (
            <section aria-labelledby="vocab-title" className="card mt-6">
              <h2 id="vocab-title" className="text-2xl font-bold">
                {m.reading.vocabularyTitle}
              </h2>
              <dl className="mt-3 flex flex-col gap-3">
                {p.vocabulary.map((v) => {
                  const fr = french.data?.vocabulary.find((f) => f.word === v.word);
                  return (
                    <div key={v.word}>
                      <dt className="font-bold" lang="en" dir="ltr">
                        {v.word}
                      </dt>
                      <dd lang="en" dir="ltr">
                        {v.definition}
                      </dd>
                      <dd className="text-muted" lang="en" dir="ltr">
                        “{v.sentence}”
                      </dd>
                      {showFrench && fr ? (
                        <dd lang="fr" dir="ltr">
                          {fr.definition}
                        </dd>
                      ) : null}
                      <dd>
                        <button
                          type="button"
                          className="btn btn-secondary mt-1"
                          disabled={addWord.isPending || savedWords.includes(v.word)}
                          onClick={() =>
                            addWord.mutate(
                              { word: v.word, definition: v.definition, sentence: v.sentence },
                              { onSuccess: () => setSavedWords((s) => [...s, v.word]) },
                            )
                          }
                        >
                          {savedWords.includes(v.word) ? m.reading.wordAdded : m.reading.addWord}
                        </button>
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </section>
          ) : null}

          <form
            className="mt-6 flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const w = lookupText.trim();
              if (w) setWord({ word: w, lang: 'en', sentence: '', paragraph: '' });
            }}
          >
            <label className="field">
              <span>{m.reading.lookUpLabel}</span>
              <input className="input" value={lookupText} onChange={(e) => setLookupText(e.target.value)} />
            </label>
            <button type="submit" className="btn btn-secondary">
              {m.reading.lookUp}
            </button>
          </form>

          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" className="btn btn-primary btn-large" onClick={() => setQuizOpen(true)}>
              {m.reading.questions}
            </button>
          </div>
          <OfflineActions
            saveUrls={[contentUrl(p.key)]}
            onSaved={() => client.invalidateQueries({ queryKey: SAVED_OFFLINE_QUERY })}
            pdfs={[
              { url: passagePdfUrl(p.key), label: m.offline.downloadPdf },
              ...(p.french ? [{ url: passagePdfUrl(p.key, true), label: m.offline.downloadPdfFrench }] : []),
            ]}
          />
          <p className="mt-4">
            <ReportProblem itemKey={p.key} />
          </p>
          {nextLevel && !quizOpen ? (
            <NextLevelSuggestion member={nextLevel} onRead={() => readAtLevel(nextLevel)} />
          ) : null}
          <StoryLevels members={family.data?.members ?? []} level={p.level} saved={saved} onRead={readAtLevel} />

          <Dialog open={settingsOpen} title={m.reading.settingsTitle} onClose={() => setSettingsOpen(false)}>
            <div className="flex flex-col gap-4">
              <label className="field">
                <span className="font-semibold">{m.reading.modeLabel}</span>
                <select
                  className="input"
                  value={state.mode}
                  onChange={(e) => update({ mode: e.target.value as ReadingState['mode'] }, true)}
                >
                  {READING_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {m.reading.modes[mode]}
                    </option>
                  ))}
                </select>
              </label>
              {french.data ? (
                <fieldset className="segmented">
                  <legend className="font-semibold">{m.reading.view}</legend>
                  {(['single', 'side-by-side'] as const).map((view) => (
                    <button
                      key={view}
                      type="button"
                      aria-pressed={state.view === view}
                      onClick={() => update({ view }, true)}
                    >
                      {view === 'single' ? m.reading.single : m.reading.sideBySide}
                    </button>
                  ))}
                </fieldset>
              ) : null}
              {firstSteps && state.mode !== 'silent' ? (
                <label className="field">
                  <span className="font-semibold">{format(m.reading.speed, { rate: readAloud.rate.toFixed(1) })}</span>
                  <input
                    type="range"
                    min={SPEECH_RATE.min}
                    max={SPEECH_RATE.max}
                    step={SPEECH_RATE.step}
                    value={readAloud.rate}
                    onChange={(e) => readAloud.setRate(Number(e.target.value))}
                  />
                </label>
              ) : null}
              <VoiceSettings readAloud={readAloud} />
            </div>
          </Dialog>
          <QuizDialog
            open={quizOpen}
            onClose={() => setQuizOpen(false)}
            questions={showFrench ? (french.data?.questions ?? p.questions) : p.questions}
            reward={rewardView}
            onSubmitted={(answers) => {
              finishReading();
              setNextLevel(suggestAfterQuiz(quizScore(answers, p.questions), family.data?.members ?? [], p.level));
              // The server scores the answers against the passage's answer key.
              if (user) {
                const before = client.getQueryData<ProfileResponse>(profileQueryKey(user.userId));
                setReward({ state: 'saving' });
                recordActivity(user.userId, { type: 'quiz', answers, passageKey: p.key }).then(async (result) => {
                  const after = await client
                    .fetchQuery({ queryKey: profileQueryKey(user.userId), queryFn: () => getProfile(user.userId) })
                    .catch(() => undefined);
                  if (result.status === 'waiting' || !after) setReward({ state: 'waiting' });
                  else if (result.status === 'refused') setReward({ state: 'refused', message: result.message });
                  else setReward({ state: 'counted', facts: rewardFacts(before, after, result.answer) });
                });
              }
            }}
          >
            {nextLevel ? <NextLevelSuggestion member={nextLevel} onRead={() => readAtLevel(nextLevel)} /> : null}
          </QuizDialog>
          <DefinitionDialog lookUp={word} passageKey={p.key} onClose={() => setWord(null)} />
        </article>
      ) : null}

      <section aria-labelledby="browse-title" className="card mt-10">
        <h2 id="browse-title" className="text-2xl font-bold">
          {format(m.reading.browse, { count: list.data?.passages.length ?? 0 })}
        </h2>
        {list.data && list.data.passages.length === 0 ? <p className="mt-2">{m.reading.noSaved}</p> : null}
        <ul className="mt-3 flex flex-col gap-2">
          {list.data?.passages.map((item) => (
            <li key={item.key} className="flex items-center justify-between gap-3">
              <span>
                <span lang="en" dir="ltr">
                  {item.metadata.title}
                </span>
                {saved.has(item.key) ? <SavedMark className="ms-2" /> : null}
              </span>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => update({ key: item.key, lang: 'en', view: defaultView(state.level) })}
                disabled={item.key === state.key}
              >
                {m.reading.load}
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-3">
          <label className="field">
            <span>{m.reading.requestLabel}</span>
            <input className="input" value={request} maxLength={500} onChange={(e) => setRequest(e.target.value)} />
          </label>
          <button
            type="button"
            className="btn btn-primary self-start"
            onClick={onCreate}
            disabled={streaming !== null}
            aria-busy={streaming !== null}
          >
            {streaming !== null
              ? ai
                ? m.reading.creating
                : m.reading.finding
              : ai
                ? m.reading.create
                : m.reading.find}
          </button>
        </div>
      </section>
    </div>
  );
}

/** A refusal of this request itself (not found, not allowed): the sample story would not answer it. */
function isClientsMistake(error: Error): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** Where a library passage came from, in the learner's words (decision 015); null for a new AI passage. */
function libraryNote(m: Pick<Messages, 'reading'>, result: GeneratePassageResponse): string | null {
  if (result.source !== 'library') return null;
  const note = !result.request
    ? m.reading.fromLibrary.next
    : format(result.matched ? m.reading.fromLibrary.match : m.reading.fromLibrary.noMatch, { request: result.request });
  return result.fallback ? `${m.reading.fallbackNote} ${note}` : note;
}
