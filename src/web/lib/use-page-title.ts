import { useEffect } from 'react';

/** Keeps document.title in step on client-side navigation (prerendered pages already carry it). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
