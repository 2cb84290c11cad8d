// "Download PDF" links and "Save for offline" for a passage or a task (issue
// 17): saving keeps the content and its PDFs in the service worker's cache,
// so they open, and download, with no connection.
import { useState } from 'react';
import { useMessages } from '../i18n/index.tsx';
import { saveForOffline } from '../lib/service-worker.ts';

type Props = {
  /** The content's own address and anything else it needs offline (guides). */
  saveUrls: string[];
  pdfs: { url: string; label: string }[];
  /** After a save: lists can show the new "saved for offline" mark. */
  onSaved?: () => void;
};

export function OfflineActions({ saveUrls, pdfs, onSaved }: Props) {
  const m = useMessages();
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const save = async () => {
    setState('saving');
    const saved = await saveForOffline([...saveUrls, ...pdfs.map((p) => p.url)]);
    setState(saved ? 'saved' : 'failed');
    if (saved) onSaved?.();
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {pdfs.map((pdf) => (
        <a key={pdf.url} className="btn btn-secondary" href={pdf.url} download>
          {pdf.label}
        </a>
      ))}
      <button type="button" className="btn btn-secondary" onClick={save} disabled={state === 'saving'}>
        {state === 'saving' ? m.offline.saving : m.offline.save}
      </button>
      <p role="status" className="w-full empty:hidden">
        {state === 'saved' ? m.offline.saved : state === 'failed' ? m.offline.saveFailed : ''}
      </p>
    </div>
  );
}
