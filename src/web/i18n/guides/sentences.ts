/** A writing guide's English sentence -> the same instruction in one interface language (guides/index.ts). */
export type GuideSentences = Readonly<Record<string, string>>;
