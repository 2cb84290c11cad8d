import { useCallback, useEffect, useRef, useState } from 'react';
import { wholeWords } from '../selection.ts';

/**
 * The words the tutor selects in the text box (mouse, touch, or Shift and the arrow keys), read as whole words
 * (selection.ts). Read on every change of the selection: the box's own events, and the document's
 * selectionchange, which some phones send alone. The selection stays when focus moves to the button that uses it.
 *
 * The box is not `readOnly`: Chromium moves no caret in a read-only box, so a keyboard alone selects nothing
 * there (Tab into it, then Shift and an arrow: nothing). It is an ordinary box that keeps its text instead: every
 * edit is refused before it happens (beforeinput), React's controlled value puts back anything that gets
 * through, and inputMode="none" keeps a phone's keyboard away while a finger selects.
 */
export function useWordSelection(text: string) {
  const box = useRef<HTMLTextAreaElement>(null);
  const [selected, setSelected] = useState<{ start: number; end: number } | null>(null);

  const read = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const next = wholeWords(text, element.selectionStart, element.selectionEnd);
    setSelected((now) => (now?.start === next?.start && now?.end === next?.end ? now : next));
  }, [text]);

  useEffect(() => {
    const onChange = () => {
      if (document.activeElement === box.current) read();
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, [read]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const refuse = (event: Event) => event.preventDefault();
    // Typing, deleting, pasting, cutting, dropping: each is an input the box refuses.
    element.addEventListener('beforeinput', refuse);
    element.addEventListener('drop', refuse);
    return () => {
      element.removeEventListener('beforeinput', refuse);
      element.removeEventListener('drop', refuse);
    };
  }, []);

  return {
    /** Put on the <textarea>, with `value` the text, an onChange that changes nothing, and inputMode="none". */
    box,
    /** Its onSelect, onKeyUp, onMouseUp and onTouchEnd. */
    read,
    selected,
    /** Forgets the selection once a comment took it. */
    clear: () => {
      const element = box.current;
      // Collapsed where it ended, not moved to the start: the box does not scroll away from where the tutor reads.
      element?.setSelectionRange(element.selectionEnd, element.selectionEnd);
      setSelected(null);
    },
  };
}
