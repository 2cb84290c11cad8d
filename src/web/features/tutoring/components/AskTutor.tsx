import { useState } from 'react';
import { Link } from 'wouter';
import type { Attempt } from '#src/domain/writing.ts';
import { tutoringText } from '#src/web/i18n/en/tutoring.ts';
import { format, useMessages } from '#src/web/i18n/index.tsx';
import { useServerText } from '#src/web/lib/server-text.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { answerAddress } from '../addresses.ts';
import { useWithdrawRequest } from '../api/withdraw-request.ts';
import type { TutorAsks } from '../hooks/use-tutor-asks.ts';
import { AskTutorDialog, type TaskWords } from './AskTutorDialog.tsx';

/**
 * Under a saved text on the writing page (decision 038): 'Ask a tutor to read this' when it was never asked,
 * else where it stands: on this device, waiting (and 'Withdraw'), being read, or answered (a link to the answer).
 * A text the server is still checking shows nothing yet: its level, which the tutor sees, is not known.
 */
export function AskTutor({ attempt, task, asks }: { attempt: Attempt; task: TaskWords; asks: TutorAsks }) {
  const m = useMessages(tutoringText);
  const user = useSignedInUser();
  const { failure } = useServerText();
  const withdraw = useWithdrawRequest(user?.userId ?? '');
  const [open, setOpen] = useState(false);
  if (!user || attempt.pending) return null;
  const state = asks.stateOf(attempt.id);

  const askButton = (
    <button
      type="button"
      className="btn btn-secondary"
      onClick={() => {
        asks.clearRefusal(attempt.id);
        setOpen(true);
      }}
    >
      {m.tutoring.ask.button}
    </button>
  );
  let shown: React.ReactNode = null;
  if (state.kind === 'on-device') shown = <p>{m.tutoring.ask.onDevice}</p>;
  else if (state.kind === 'refused')
    shown = (
      <>
        <p role="alert" className="notice notice-error basis-full">
          {format(m.tutoring.ask.refused, { message: state.message })}
        </p>
        {askButton}
      </>
    );
  else if (state.kind === 'none') shown = asks.loaded ? askButton : null;
  else {
    const { request } = state;
    if (request.status === 'waiting')
      shown = (
        <>
          <p>{m.tutoring.ask.waiting}</p>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(request.id)}
          >
            {m.tutoring.ask.withdraw}
          </button>
          {withdraw.isError ? (
            <p role="alert" className="notice notice-error basis-full">
              {failure(withdraw.error, m.tutoring.answers.actionFailed)}
            </p>
          ) : null}
        </>
      );
    else if (request.status === 'reading') shown = <p>{m.tutoring.ask.reading}</p>;
    else
      shown = (
        <p>
          {m.tutoring.ask.answered}{' '}
          <Link to={answerAddress(request.id)} className="link">
            {m.tutoring.ask.read}
          </Link>
        </p>
      );
  }
  return (
    <div className="flex basis-full flex-wrap items-center gap-2">
      {shown}
      <AskTutorDialog
        open={open}
        onClose={() => setOpen(false)}
        attempt={attempt}
        task={task}
        asks={asks}
        learnerName={user.name}
        userId={user.userId}
      />
    </div>
  );
}
