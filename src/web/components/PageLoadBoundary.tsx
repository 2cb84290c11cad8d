// A page's code that could not be downloaded (offline, or the connection dropped
// half way) would otherwise throw out of React.lazy and leave a blank screen.
// This says what happened and offers to try again. React.lazy keeps a failed
// download's error, so "Try again" reloads the page; moving to another page
// (a new `resetKey`) clears the message.
import { Component, type ReactNode } from 'react';
import { useMessages } from '../i18n/index.tsx';

function PageDidNotLoad() {
  const m = useMessages();
  return (
    // data-page-drawn: a story's text sent with the page gives way to this (lib/first-paint.ts).
    <div className="page-width py-12" data-page-drawn>
      <h1 className="text-3xl font-bold">{m.pageLoad.title}</h1>
      <p className="mt-3">{m.pageLoad.text}</p>
      <button type="button" className="btn btn-primary mt-6" onClick={() => window.location.reload()}>
        {m.pageLoad.retry}
      </button>
    </div>
  );
}

// What Chromium, Firefox and Safari say when a module cannot be downloaded.
const DOWNLOAD_FAILED = /dynamically imported module|Importing a module script failed|Failed to fetch/i;

type Props = { resetKey: string; children: ReactNode };
type State = { failedAt: string | null; bug: unknown };

export class PageLoadBoundary extends Component<Props, State> {
  override state: State = { failedAt: null, bug: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // Only a failed download is the connection's fault; a bug goes on up, as before.
    if (error instanceof Error && DOWNLOAD_FAILED.test(error.message)) return { failedAt: '' };
    return { bug: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Just failed: remember where. Failed on another page: that page may load.
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override render() {
    if (this.state.bug) throw this.state.bug;
    return this.state.failedAt === null ? this.props.children : <PageDidNotLoad />;
  }
}
