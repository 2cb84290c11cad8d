import { Icon } from '#src/web/components/Icon.tsx';
import { useMessages } from '#src/web/i18n/index.tsx';

/** Beside a story in a list: this phone holds it, so it opens with no connection. */
export function SavedMark({ className = '' }: { className?: string }) {
  const m = useMessages();
  return (
    <span className={`saved-mark ${className}`}>
      <Icon name="check" size={16} />
      {m.offline.savedMark}
    </span>
  );
}
