import type { LearnerTutorRequest, TutorAnswer } from '#src/domain/tutoring.ts';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { format, useFormat, useMessages } from '#src/web/i18n/index.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { useThankTutor } from '../api/thank-tutor.ts';
import { levelName } from '../level-name.ts';
import { CommentedText } from './CommentedText.tsx';
import { FollowUp } from './FollowUp.tsx';
import { ReportControl } from './ReportControl.tsx';
import { SiteCheck } from './SiteCheck.tsx';

/**
 * A tutor's answer to one of the learner's texts, named as a person's ('From Ana, a volunteer tutor'): the
 * learner's question, the text with the tutor's comments marked in it, the overall note, the suggested level;
 * then thanks, one more question and reports. Beside it (below it on a phone), the site's own check.
 */
export function AnswerView({ request, answer }: { request: LearnerTutorRequest; answer: TutorAnswer }) {
  const m = useMessages(tutoringText, writingText);
  const f = useFormat();
  const tutor = answer.tutorName ?? m.tutoring.answers.aVolunteer;
  const noteReported = request.reported.includes('note');
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
      <section aria-labelledby="tutor-answer-title" className="card min-w-0">
        <h2 id="tutor-answer-title" className="text-xl font-bold">
          {format(m.tutoring.answers.fromTutor, { name: tutor })}
        </h2>
        <p className="mt-1 text-muted">
          {m.tutoring.answers.byPerson} {format(m.tutoring.answers.answeredOn, { date: f.date(answer.answeredAt) })}
        </p>

        {request.question ? (
          <>
            <h3 className="mt-4 text-lg font-bold">{m.tutoring.answers.yourQuestion}</h3>
            <p className="whitespace-pre-line break-words" dir="auto">
              {request.question}
            </p>
          </>
        ) : null}

        <h3 className="mt-4 text-lg font-bold">{m.tutoring.answers.textTitle}</h3>
        <CommentedText
          requestId={request.id}
          text={request.text}
          comments={answer.comments}
          reported={request.reported}
        />

        <h3 className="mt-6 text-lg font-bold">{m.tutoring.answers.overallTitle}</h3>
        {noteReported ? (
          <p role="status" className="notice notice-info mt-1">
            {m.tutoring.answers.report.done}
          </p>
        ) : (
          <>
            <dl className="mt-1 flex flex-col gap-2">
              <div>
                <dt className="font-semibold">{m.tutoring.answers.doneWell}</dt>
                <dd className="whitespace-pre-line break-words" dir="auto">
                  {answer.wentWell}
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{m.tutoring.answers.toPractise}</dt>
                <dd className="whitespace-pre-line break-words" dir="auto">
                  {answer.toPractise}
                </dd>
              </div>
            </dl>
            <ReportControl requestId={request.id} commentId="note" />
          </>
        )}
        {answer.suggestedLevel ? (
          <p className="mt-4">
            {format(m.tutoring.answers.suggestedLevel, { level: levelName(m, answer.suggestedLevel) })}
          </p>
        ) : null}

        <Thanks request={request} thanked={answer.thanked} />
        <FollowUp request={request} />
      </section>
      <SiteCheck request={request} />
    </div>
  );
}

function Thanks({ request, thanked }: { request: LearnerTutorRequest; thanked: boolean }) {
  const m = useMessages(tutoringText);
  const user = useSignedInUser();
  const { failure } = useServerText();
  const thank = useThankTutor(user?.userId ?? '');
  return (
    <div className="mt-6" aria-live="polite">
      {thanked ? (
        <p className="notice notice-info">{m.tutoring.answers.thanked}</p>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={thank.isPending}
          onClick={() => thank.mutate(request.id)}
        >
          {m.tutoring.answers.thank}
        </button>
      )}
      {thank.isError ? (
        <p role="alert" className="notice notice-error mt-2">
          {failure(thank.error, m.tutoring.answers.actionFailed)}
        </p>
      ) : null}
    </div>
  );
}
