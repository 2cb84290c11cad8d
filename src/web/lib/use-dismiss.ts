// A disclosure (the top bar's Menu, the language menu) closes as people
// expect of a menu: a tap elsewhere, Escape (focus goes back to its button),
// or tabbing past its last item, so it never stays open behind the page.
import { type RefObject, useEffect } from 'react';

const nothingElse = () => false;

export function useDismiss(
  open: boolean,
  setOpen: (open: boolean) => void,
  root: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  /** Nodes outside `root` that still count as inside (a dialog opened from the menu). */
  keep: (node: Node) => boolean = nothingElse,
) {
  useEffect(() => {
    const own = root.current;
    if (!open || !own) return;
    const outside = (node: Node | null) => !!node && !own.contains(node) && !keep(node);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && own.contains(document.activeElement)) {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    own.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      own.removeEventListener('focusout', onFocusOut);
    };
  }, [open, setOpen, root, button, keep]);
}
