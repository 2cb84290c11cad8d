// Intl formatters, made once per language and options. Making one is the slow
// part (Chromium loads and parses the language's data each time: 20-70 ms per
// NumberFormat on a slowed phone CPU, issue 34), formatting with it is cheap,
// and a page formats the same kinds of numbers on every render.
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  once(`number ${locale} ${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  once(`date ${locale} ${JSON.stringify(options ?? {})}`, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions) =>
  once(`list ${locale} ${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options));
