import type { ReactNode } from 'react';
import { useMessages } from '../i18n/index.tsx';

/** A link to another site: a new tab, without handing it our window. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const m = useMessages();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {m.external.newTab}</span>
    </a>
  );
}
