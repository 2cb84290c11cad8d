import { useEffect, useId, useState } from 'react';
import { CEFR_LEVELS, type CefrLevel, TUTOR_MESSAGES, TUTOR_RULES, type TutorRequest } from '#src/domain/tutoring.ts';
import { Labelled } from '#src/web/components/Labelled.tsx';
import { SelectField } from '#src/web/components/SelectField.tsx';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { format, useFormat, useMessages } from '#src/web/i18n/index.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useAnswerDraft } from '../hooks/use-answer-draft.ts';
import { useAnswerSending } from '../hooks/use-answer-sending.ts';
import { useMinutesLeft } from '../hooks/use-minutes-left.ts';
import { useWordSelection } from '../hooks/use-word-selection.ts';
import { levelName } from '../level-name.ts';
import { CommentForm } from './CommentForm.tsx';
import { MarkedText } from './MarkedText.tsx';

type FormFor = { kind: 'add'; start: number; end: number } | { kind: 'edit'; key: string } | null;
type LevelChoice = '' | CefrLevel;
const LEVEL_CHOICES: readonly LevelChoice[] = ['', ...CEFR_LEVELS];

/**
 * The text a tutor holds: who wrote it and for what task, the learner's question, the time left before it goes
 * back to the queue, and the text in a box that keeps its text, where the tutor selects words to comment on (mouse,
 * touch, or Shift and the arrow keys). Then the comments, the text with them marked, the overall note and a level, and
 * 'Send to the learner'. The answer is kept on this device while it is written (use-answer-draft.ts).
 */
export function HeldText({ request, userId, onSent }: { request: TutorRequest; userId: string; onSent: () => void }) {
  const m = useMessages(tutoringText, writingText);
  const f = useFormat();
  const { shown } = useServerText();
  const t = m.tutoring.tutor.held;
  const draft = useAnswerDraft(userId, request);
  const selection = useWordSelection(request.text);
  const sending = useAnswerSending(request.id, draft, t.notSent, onSent);
  const minutes = useMinutesLeft(request.claimedUntil);
  const [form, setForm] = useState<FormFor>(null);
  // Where focus goes once a comment's form closes (it had it): back to the text to select more, or to the
  // comment just edited.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const closeForm = (focus: string) => {
    setForm(null);
    setFocusAfter(focus);
  };
  useEffect(() => {
    if (focusAfter === null) return;
    document.getElementById(focusAfter)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);
  const [selectProblem, setSelectProblem] = useState<string | null>(null);
  const textId = useId();
  const helpId = useId();
  const wentWellId = useId();
  const toPractiseId = useId();
  const words = (start: number, end: number) => request.text.slice(start, end);
  const editId = (key: string) => `${textId}-edit-${key}`;

  const commentOnSelection = () => {
    const chosen = selection.selected;
    if (!chosen) {
      setSelectProblem(t.selectFirst);
      return;
    }
    const problem = draft.problemWith(chosen.start, chosen.end);
    setSelectProblem(
      problem === 'overlap'
        ? t.overlap
        : problem === 'too-many'
          ? format(t.tooMany, { count: f.number(TUTOR_RULES.maxComments) })
          : problem === 'outside'
            ? shown(TUTOR_MESSAGES.spanOutside)
            : null,
    );
    if (!problem) setForm({ kind: 'add', ...chosen });
  };

  return (
    <article aria-labelledby="held-title" className="mt-6">
      <h2 id="held-title" className="text-2xl font-bold" lang="en" dir="ltr">
        {request.taskTitle}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        <li>
          <Labelled label={<span className="font-semibold">{t.learner}</span>}>
            <bdi>{request.learnerName}</bdi>
          </Labelled>
        </li>
        <li>
          <Labelled label={<span className="font-semibold">{t.mode}</span>}>
            {m.writing.modes[request.mode].name}
          </Labelled>
        </li>
        <li>
          <Labelled label={<span className="font-semibold">{t.level}</span>}>{levelName(m, request.level)}</Labelled>
        </li>
      </ul>
      <h3 className="mt-4 font-bold">{t.task}</h3>
      <p lang="en" dir="ltr">
        {request.taskPrompt}
      </p>
      {request.question ? (
        <>
          <h3 className="mt-4 font-bold">{t.question}</h3>
          <p className="question mt-1 whitespace-pre-line break-words" dir="auto">
            {request.question}
          </p>
        </>
      ) : null}
      {minutes === null ? null : minutes > 0 ? (
        <p className="mt-4 font-semibold">{f.count(t.timeLeft, minutes)}</p>
      ) : (
        <p role="alert" className="notice notice-error mt-4">
          {shown(TUTOR_MESSAGES.claimLost)}
        </p>
      )}

      <h3 className="mt-6 text-xl font-bold">
        <label htmlFor={textId}>{t.text}</label>
      </h3>
      <p id={helpId} className="mt-1">
        {t.selectHelp}
      </p>
      {/* The learner's text, for selecting words only: it keeps its text (use-word-selection.ts says why it is
          not readOnly). */}
      <textarea
        id={textId}
        ref={selection.box}
        className="input response"
        aria-readonly="true"
        inputMode="none"
        spellCheck={false}
        rows={12}
        lang="en"
        dir="ltr"
        aria-describedby={helpId}
        value={request.text}
        onChange={() => {}}
        onSelect={selection.read}
        onKeyUp={selection.read}
        onMouseUp={selection.read}
        onTouchEnd={selection.read}
      />
      <p className="mt-2 min-h-7 break-words" aria-live="polite">
        {selection.selected
          ? format(t.selected, { words: words(selection.selected.start, selection.selected.end) })
          : null}
      </p>
      <button type="button" className="btn btn-secondary mt-2" onClick={commentOnSelection}>
        {t.comment}
      </button>
      {selectProblem ? (
        <p role="alert" className="notice notice-error mt-3">
          {selectProblem}
        </p>
      ) : null}
      {form?.kind === 'add' ? (
        <CommentForm
          words={words(form.start, form.end)}
          editing={false}
          onSave={(comment) => {
            const problem = draft.addComment({ start: form.start, end: form.end, ...comment });
            if (problem) setSelectProblem(problem === 'overlap' ? t.overlap : shown(TUTOR_MESSAGES.spanOutside));
            selection.clear();
            closeForm(textId);
          }}
          onCancel={() => closeForm(textId)}
        />
      ) : null}

      <section aria-labelledby="comments-title" className="mt-6">
        <h3 id="comments-title" tabIndex={-1} className="text-xl font-bold">
          {t.commentsTitle}
        </h3>
        {draft.draft.comments.length === 0 ? (
          <p className="mt-1">{t.noComments}</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-3 list-decimal ps-6">
            {draft.draft.comments.map((c) => (
              <li key={c.key}>
                <p className="font-semibold" lang="en" dir="ltr">{`“${words(c.start, c.end)}”`}</p>
                {form?.kind === 'edit' && form.key === c.key ? (
                  <CommentForm
                    words={words(c.start, c.end)}
                    initial={c}
                    editing
                    onSave={(comment) => {
                      draft.editComment(c.key, comment);
                      closeForm(editId(c.key));
                    }}
                    onCancel={() => closeForm(editId(c.key))}
                  />
                ) : (
                  <>
                    <p className="whitespace-pre-line break-words" dir="auto">
                      {c.note}
                    </p>
                    {c.rewrite ? (
                      <p>
                        {m.tutoring.answers.betterWording}{' '}
                        <strong>
                          <bdi dir="auto">{c.rewrite}</bdi>
                        </strong>
                      </p>
                    ) : null}
                    <div className="mt-1 flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn btn-secondary"
                        id={editId(c.key)}
                        onClick={() => setForm({ kind: 'edit', key: c.key })}
                      >
                        {t.edit}
                      </button>
                      <button
                        type="button"
                        className="btn btn-secondary"
                        onClick={() => {
                          draft.removeComment(c.key);
                          // Its buttons went with it: focus goes to the list's heading.
                          setFocusAfter('comments-title');
                        }}
                      >
                        {t.remove}
                      </button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
        {draft.draft.comments.length ? (
          <>
            <h3 className="mt-6 text-xl font-bold">{t.markedTitle}</h3>
            <MarkedText text={request.text} comments={draft.draft.comments} />
          </>
        ) : null}
      </section>

      <section aria-labelledby="overall-title" className="mt-6 flex flex-col gap-4">
        <h3 id="overall-title" className="text-xl font-bold">
          {t.overallTitle}
        </h3>
        <div className="field">
          <label htmlFor={wentWellId}>{t.wentWell}</label>
          <textarea
            id={wentWellId}
            className="input"
            rows={3}
            dir="auto"
            maxLength={TUTOR_RULES.overallMax}
            value={draft.draft.wentWell}
            onChange={(e) => draft.setWentWell(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={toPractiseId}>{t.toPractise}</label>
          <textarea
            id={toPractiseId}
            className="input"
            rows={3}
            dir="auto"
            maxLength={TUTOR_RULES.overallMax}
            value={draft.draft.toPractise}
            onChange={(e) => draft.setToPractise(e.target.value)}
          />
        </div>
        <div className="max-w-xs">
          <SelectField<LevelChoice>
            label={t.suggestedLevel}
            value={draft.draft.suggestedLevel ?? ''}
            options={LEVEL_CHOICES}
            text={(o) => (o === '' ? t.noLevel : levelName(m, o))}
            onChange={(level) => draft.setSuggestedLevel(level || null)}
          />
        </div>
        <p className="text-muted">{t.kept}</p>
        {sending.problem ? (
          <p role="alert" className="notice notice-error">
            {sending.problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn btn-primary" disabled={sending.busy} onClick={sending.send}>
            {sending.busy ? t.sending : t.send}
          </button>
          <button type="button" className="btn btn-secondary" disabled={sending.busy} onClick={sending.giveBack}>
            {t.giveBack}
          </button>
        </div>
      </section>
    </article>
  );
}
