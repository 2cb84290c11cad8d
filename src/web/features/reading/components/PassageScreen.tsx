import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contentUrl } from '#src/domain/content.ts';
import type { ReadingLevel, Topic } from '#src/domain/enums.ts';
import { passagePdfUrl } from '#src/domain/pdf.ts';
import { sentenceBounds } from '#src/domain/reading.ts';
import type { FamilyMember } from '#src/domain/story-families.ts';
import { OfflineActions } from '#src/web/components/OfflineActions.tsx';
import { ReportProblem } from '#src/web/components/ReportProblem.tsx';
import { useProfile } from '#src/web/features/progress/index.ts';
import { readingText } from '#src/web/i18n/en/reading.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { useCapabilities } from '#src/web/lib/capabilities.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { settled, usePlaced } from '#src/web/lib/use-placed.ts';
import { usePassages } from '../api/get-passages.ts';
import { usePassageFamily } from '../api/passage-family.ts';
import { useNewStory } from '../hooks/use-new-story.ts';
import { usePassage } from '../hooks/use-passage.ts';
import { useQuizAnswers } from '../hooks/use-quiz-answers.ts';
import { useReadingSession } from '../hooks/use-reading-session.ts';
import { useSaveWord } from '../hooks/use-save-word.ts';
import { useTranslation } from '../hooks/use-translation.ts';
import { useWordLookUp } from '../hooks/use-word-look-up.ts';
import { useWordMarks } from '../hooks/use-word-marks.ts';
import { useReadAloud } from '../read-aloud.ts';
import { SAVED_OFFLINE_QUERY, useSavedOffline } from '../saved-offline.ts';
import { defaultView, type ReadingState } from '../url-state.ts';
import { AudioBar } from './AudioBar.tsx';
import { BrowseStories } from './BrowseStories.tsx';
import { DefinitionDialog } from './DefinitionDialog.tsx';
import { LookUpForm } from './LookUpForm.tsx';
import { PassageHead } from './PassageHead.tsx';
import { PronunciationPanel } from './PronunciationPanel.tsx';
import { QuizDialog } from './QuizDialog.tsx';
import { QuizReward } from './QuizReward.tsx';
import { ReadingSettings } from './ReadingSettings.tsx';
import { NextLevelSuggestion, StoryLevels } from './StoryLevels.tsx';
import { StoryStatus } from './StoryStatus.tsx';
import { StoryText } from './StoryText.tsx';
import { StrategyPanel } from './StrategyPanel.tsx';
import { VocabularyList } from './VocabularyList.tsx';

type Props = {
  state: ReadingState & { level: ReadingLevel; topic: Topic };
  update: (changes: Partial<ReadingState>, replace?: boolean) => void;
};

/** SPEC §2 Reading screen, once a level and topic are chosen: the story and what the learner does with it. */
export function PassageScreen({ state, update }: Props) {
  const m = useMessages(readingText);
  const user = useSignedInUser();
  const client = useQueryClient();
  // The hooks run in the order the page asked the server before they were split: the same requests in the same order.
  const list = usePassages(state.level, state.topic);
  // The learner's totals before the quiz, so its moment can say what it added.
  useProfile(user?.userId ?? '', !!user);
  const { passage, story, loading, placed, trouble, retry } = usePassage(state, update, list);
  const ai = useCapabilities().data?.ai === true;
  const translation = useTranslation(state, passage.data, ai);
  // `shown`: the translation alone instead of the English (the language switch); French is read aloud in French.
  const { translation: french, instead: shown, inFrench: showFrench } = translation;
  const newStory = useNewStory(state, update);
  // Asked with the story, not after it: the key is in the address. Shown only beside the story asked for.
  const family = usePassageFamily(state.key);
  const members = (passage.data && family.data?.members) || [];
  // The list of stories goes below the story and its other levels, so it is drawn once they are placed.
  const listPlaced = usePlaced(placed && settled(list) && (!passage.data || settled(family)));
  const saved = useSavedOffline([
    ...(list.data?.passages.map((item) => item.key) ?? []),
    ...members.map((member) => member.key),
  ]);
  const finishReading = useReadingSession(story, state.mode);
  const quiz = useQuizAnswers(story, members, finishReading);
  const readAtLevel = (member: FamilyMember) => {
    quiz.setOpen(false);
    update({ level: member.level, key: member.key, lang: 'en', view: defaultView(member.level) });
  };
  const { nextLevel } = quiz;
  const suggestion = nextLevel ? (
    <NextLevelSuggestion member={nextLevel} onRead={() => readAtLevel(nextLevel)} />
  ) : null;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const firstSteps = state.level === 'non-english';
  const lookUp = useWordLookUp(state.mode);
  const { marks: englishMarks, setPronunciation } = useWordMarks(story, state.mode, lookUp.scan?.found ?? null);
  const vocabularyWords = useSaveWord();

  const shownText = shown ? (french.data?.passage ?? '') : (story?.text ?? '');
  // Another language's translation alone is followed while the voice reads the English story (decision 037).
  const readText = shown && !showFrench ? (story?.text ?? '') : shownText;
  const readAloud = useReadAloud(readText, showFrench ? 'fr' : 'en', () => finishReading());
  const speaking = readAloud.state !== 'idle' && state.mode !== 'silent';
  // While the voice reads, tapping a sentence of the text being read reads from there; otherwise a tap looks the word up.
  const onTap = (lang: 'en' | 'fr', w: string, sentence: string, index: number, start: number, paragraph: string) => {
    if (speaking && lang === (showFrench ? 'fr' : 'en')) readAloud.playFrom(sentenceBounds(readText, start).start);
    else lookUp.tap(lang, w, sentence, index, paragraph);
  };

  return (
    <div className="page-width py-3 md:py-6">
      <PassageHead level={state.level} topic={state.topic} update={update} />

      <StoryStatus
        newStory={newStory}
        ai={ai}
        loading={loading}
        trouble={trouble}
        error={passage.error}
        retry={retry}
        reload={() => passage.refetch()}
      />

      {story && newStory.streaming === null ? (
        <article className="mt-2" aria-labelledby="passage-title">
          <StoryText
            title={story.title}
            english={story.text}
            translation={translation}
            shown={shownText}
            spoken={readAloud.spoken}
            speaking={speaking}
            marks={englishMarks}
            onTap={onTap}
          />

          <AudioBar
            readAloud={readAloud}
            text={shownText}
            silent={state.mode === 'silent'}
            simple={firstSteps}
            lang={state.lang === translation.target ? state.lang : 'en'}
            translationLanguage={translation.offered ? translation.target : null}
            onLang={(lang) => update({ lang }, true)}
            onSettings={() => setSettingsOpen(true)}
            sideBySide={
              translation.offered
                ? {
                    on: state.view === 'side-by-side',
                    onToggle: () => update({ view: state.view === 'side-by-side' ? 'single' : 'side-by-side' }, true),
                  }
                : undefined
            }
            onFinished={finishReading}
          />

          {state.mode === 'pronunciation' ? <PronunciationPanel text={story.text} onMarks={setPronunciation} /> : null}
          {state.mode === 'strategies' ? (
            <StrategyPanel
              questions={story.questions}
              scanWords={story.vocabulary.slice(0, 3).map((v) => v.word)}
              found={lookUp.scan?.found.size ?? 0}
              onScan={lookUp.startScan}
            />
          ) : null}

          {state.mode === 'vocabulary' ? (
            <VocabularyList
              vocabulary={story.vocabulary}
              french={french.data?.vocabulary}
              showFrench={shown}
              words={vocabularyWords}
            />
          ) : null}

          <LookUpForm lookUp={lookUp} />

          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" className="btn btn-primary btn-large" onClick={() => quiz.setOpen(true)}>
              {m.reading.questions}
            </button>
          </div>
          <OfflineActions
            saveUrls={[contentUrl(story.key)]}
            onSaved={() => client.invalidateQueries({ queryKey: SAVED_OFFLINE_QUERY })}
            pdfs={[
              { url: passagePdfUrl(story.key), label: m.offline.downloadPdf },
              ...(translation.pdfLanguage
                ? [
                    {
                      url: passagePdfUrl(story.key, translation.pdfLanguage),
                      label: format(m.offline.downloadPdfTranslation, {
                        language: m.language.names[translation.pdfLanguage],
                      }),
                    },
                  ]
                : []),
            ]}
          />
          <p className="mt-4">
            <ReportProblem itemKey={story.key} />
          </p>
          {quiz.open ? null : suggestion}
          <StoryLevels members={members} level={story.level} saved={saved} onRead={readAtLevel} />

          <ReadingSettings
            open={settingsOpen}
            onClose={() => setSettingsOpen(false)}
            state={state}
            update={update}
            translated={!!french.data}
            firstSteps={firstSteps}
            readAloud={readAloud}
          />
          <QuizDialog
            open={quiz.open}
            onClose={() => quiz.setOpen(false)}
            questions={shown ? (french.data?.questions ?? story.questions) : story.questions}
            result={quiz.result}
            reward={<QuizReward reward={quiz.reward} />}
            onSubmitted={quiz.submit}
          >
            {suggestion}
          </QuizDialog>
          <DefinitionDialog lookUp={lookUp.word} passageKey={story.key} onClose={lookUp.close} />
        </article>
      ) : null}

      {listPlaced ? (
        <BrowseStories
          stories={list.data?.passages}
          saved={saved}
          current={state.key}
          onLoad={(key) => update({ key, lang: 'en', view: defaultView(state.level) })}
          newStory={newStory}
          ai={ai}
        />
      ) : null}
    </div>
  );
}
