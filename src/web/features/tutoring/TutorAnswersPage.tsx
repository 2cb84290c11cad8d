import { Link } from 'wouter';
import { TUTOR_ANSWERS_PATH } from '#src/domain/tutoring.ts';
import { Spinner } from '#src/web/components/Spinner.tsx';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { usePageTitle } from '#src/web/lib/use-page-title.ts';
import { AnswerView } from './components/AnswerView.tsx';
import { RequestList } from './components/RequestList.tsx';
import { useChosenRequest } from './hooks/use-chosen-request.ts';

/**
 * /tutor-answers (decision 038): the learner's texts sent to volunteer tutors, newest first, with where each
 * stands; the one chosen in the address (?request=ID) shows the tutor's answer.
 */
export default function TutorAnswersPage() {
  const m = useMessages(tutoringText);
  usePageTitle(m.tutoring.titles.answers);
  const user = useSignedInUser();
  const { requests, chosenId, chosen } = useChosenRequest(user?.userId ?? '');
  if (!user) return null;
  const list = requests.data?.requests;

  const back = (
    <Link to={TUTOR_ANSWERS_PATH} className="link">
      <span aria-hidden="true" className="pointing">
        ←
      </span>{' '}
      {m.tutoring.answers.back}
    </Link>
  );

  if (chosenId !== null && list) {
    return (
      <div className="page-width py-8">
        {back}
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{m.tutoring.answers.title}</h1>
        {!chosen ? (
          <p role="alert" className="notice notice-error mt-4">
            {m.tutoring.answers.notFound}
          </p>
        ) : (
          <>
            <p className="mt-4 text-2xl font-bold" lang="en" dir="ltr">
              {chosen.taskTitle}
            </p>
            <p className="mt-2" lang="en" dir="ltr">
              {chosen.taskPrompt}
            </p>
            {chosen.answer ? (
              <AnswerView request={chosen} answer={chosen.answer} />
            ) : (
              <p className="notice notice-info mt-4">{m.tutoring.answers.notYet}</p>
            )}
          </>
        )}
      </div>
    );
  }

  return (
    <div className="page-width py-8">
      <Link to="/dashboard" className="link">
        <span aria-hidden="true" className="pointing">
          ←
        </span>{' '}
        {m.nav.backToHub}
      </Link>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{m.tutoring.answers.title}</h1>
      <p className="mt-2 text-lg">{m.tutoring.answers.intro}</p>
      {requests.isPending ? <Spinner /> : null}
      {requests.isError ? (
        <div className="mt-4 flex flex-col items-start gap-3">
          <p role="alert" className="notice notice-error">
            {m.tutoring.answers.loadFailed}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => requests.refetch()}>
            {m.tutoring.answers.retry}
          </button>
        </div>
      ) : null}
      {list && list.length === 0 ? (
        <div className="mt-6 flex flex-col items-start gap-3">
          <p>{m.tutoring.answers.empty}</p>
          <Link to="/writing" className="btn btn-primary">
            {m.tutoring.answers.toWriting}
          </Link>
        </div>
      ) : null}
      {list?.length ? (
        <section aria-labelledby="requests-title" className="mt-6">
          <h2 id="requests-title" className="text-2xl font-bold">
            {m.tutoring.answers.listTitle}
          </h2>
          <RequestList requests={list} />
        </section>
      ) : null}
    </div>
  );
}
