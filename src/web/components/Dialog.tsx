// A modal on the native <dialog> element: the browser traps focus, Escape
// closes it and the page behind becomes inert.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useMessages } from '../i18n/index.tsx';

type DialogProps = {
  open: boolean;
  /** A wider dialog for dashboards. */
  wide?: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

export function Dialog({ open, title, onClose, children, wide = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const m = useMessages();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Start in the first field rather than on the close button.
      dialog.querySelector<HTMLElement>('.dialog-body input, .dialog-body select, .dialog-body textarea')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // A nested dialog's close and cancel reach its parent's handlers too: act only on our own.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      className={wide ? 'dialog dialog-wide' : 'dialog'}
    >
      {/* A long title wraps (on a phone at the largest text size, 'Налаштування') rather than push × off the screen. */}
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        <button type="button" onClick={onClose} className="btn-icon" aria-label={m.dialog.close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="dialog-body mt-4">{open ? children : null}</div>
    </dialog>
  );
}
