import { numberFormat } from '#src/domain/intl-cache.ts';

const MINUTE = 60_000;

/** How long a text has waited, in the language's own words: '5 minutes', '3 hours', '2 days' ('5 دقائق'). */
export function waitedFor(ms: number, locale: string): string {
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.round(minutes / 60), 'hour']
        : [Math.round(minutes / (24 * 60)), 'day'];
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
