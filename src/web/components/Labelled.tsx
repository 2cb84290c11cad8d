import { Fragment, type ReactNode } from 'react';
import { useMessages } from '../i18n/index.tsx';

/**
 * "Label: value", punctuated the way the interface language does it (the
 * shell's `labelled`: French puts a non-breaking space before the colon).
 * Label and value can be any node, e.g. an English title isolated in <bdi>.
 */
export function Labelled({ label, children }: { label: ReactNode; children: ReactNode }) {
  const m = useMessages();
  return m.labelled.split(/(\{label\}|\{value\})/).map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pattern's pieces never move
    <Fragment key={i}>{part === '{label}' ? label : part === '{value}' ? children : part}</Fragment>
  ));
}
