import { useMessages } from '../i18n/index.tsx';

/** The 'Loading...' state of the route guard (SPEC §2). */
export function Spinner({ label }: { label?: string }) {
  const m = useMessages();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-lg">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? m.loading}</span>
    </div>
  );
}
