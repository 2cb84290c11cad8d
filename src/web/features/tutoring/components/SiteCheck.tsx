import type { LearnerTutorRequest } from '#src/domain/tutoring.ts';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { writingText } from '#src/web/i18n/en/writing.ts';
import { useMessages } from '#src/web/i18n/index.tsx';
import { FeedbackResult, useFeedbackRequest } from '../../writing/index.ts';

/**
 * Beside a tutor's answer, the site's own automatic check of the same text, asked only when the learner wants it
 * (Get feedback's request and view, from writing), and named as the site's, not a person's.
 */
export function SiteCheck({ request }: { request: LearnerTutorRequest }) {
  const m = useMessages(tutoringText, writingText);
  const check = useFeedbackRequest({ prompt: request.taskPrompt, mode: request.mode });
  return (
    <section aria-labelledby="site-check-title" className="card">
      <h2 id="site-check-title" className="text-xl font-bold">
        {m.tutoring.answers.siteCheck.title}
      </h2>
      <p className="mt-2">{m.tutoring.answers.siteCheck.intro}</p>
      {check.state === 'closed' ? (
        <button type="button" className="btn btn-secondary mt-3" onClick={() => check.ask(request.text)}>
          {m.tutoring.answers.siteCheck.show}
        </button>
      ) : null}
      <div role="status" className={check.state === 'loading' ? 'mt-3' : 'sr-only'}>
        {check.state === 'loading' ? m.writing.analyzing : check.state === 'done' ? m.writing.feedbackReady : ''}
      </div>
      {check.state === 'done' && check.result ? (
        <div className="mt-3">
          <FeedbackResult result={check.result} />
        </div>
      ) : null}
      {check.state === 'failed' || check.state === 'wait' ? (
        <>
          <p role="alert" className="notice notice-error mt-3">
            {check.state === 'wait' ? m.writing.feedbackWait : m.writing.feedbackFailed}
          </p>
          <button type="button" className="btn btn-secondary mt-3" onClick={() => check.ask(request.text)}>
            {m.tutoring.answers.siteCheck.show}
          </button>
        </>
      ) : null}
    </section>
  );
}
