// Finding the closest library item to a learner's request when no AI service
// writes new content (decision 015): a MiniSearch full-text index over titles,
// texts, vocabulary and topics, built once at start from the library.
import MiniSearch from 'minisearch';
import type { ReadingLevel, Topic, WritingMode } from '#src/domain/enums.ts';
import { type Library, passageKey, taskKey } from '#src/server/ai/library.ts';

// Words that say nothing about what a story is about; without them "a day at
// the bus station" is matched on "bus" and "station", not on "the".
const STOP_WORDS = new Set(
  'a an and are as at be by for from i in into is it me my of on or our please some story text that the their them there this to want was we with about like would could'.split(
    ' ',
  ),
);

/** Lower case, no stop words, and plural or verb endings trimmed so "buses" finds "bus". */
export function searchTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (t.length < 2 || STOP_WORDS.has(t)) return null;
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 4 && /(s|x|z|ch|sh)es$/.test(t)) return t.slice(0, -2);
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss') && !t.endsWith('us')) return t.slice(0, -1);
  return t;
}

/** A topic match comes first when it scores at least this share of the level's best match. */
const TOPIC_SCORE_SHARE = 0.5;

type Doc = { id: string; group: string; subgroup: string; title: string; text: string; words: string; topic: string };

function index(docs: Doc[]) {
  const search = new MiniSearch<Doc>({
    fields: ['title', 'text', 'words', 'topic'],
    storeFields: ['group', 'subgroup'],
    processTerm: searchTerm,
    searchOptions: {
      boost: { title: 3, words: 2, topic: 1.5 },
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  search.addAll(docs);
  return search;
}

export function createLibrarySearch(library: Library) {
  const passageDocs: Doc[] = library.passages.map((p) => ({
    id: passageKey(p),
    group: p.level,
    subgroup: p.topic,
    title: p.title,
    text: p.text,
    words: p.vocabulary.map((v) => `${v.word} ${v.definition}`).join(' '),
    topic: p.topic.replace('-', ' '),
  }));
  const taskDocs: Doc[] = library.tasks.map((t) => ({
    id: taskKey(t),
    group: t.mode,
    subgroup: t.mode,
    title: t.title,
    text: `${t.prompt} ${t.requirements.join(' ')}`,
    words: '',
    topic: t.mode.replace('-', ' '),
  }));
  const passages = index(passageDocs);
  const tasks = index(taskDocs);

  return {
    /**
     * Keys of the level's passages that match the request, best first: the
     * topic's good matches, then the level's. A topic passage that matches far
     * worse than the level's best (one shared word against the whole request)
     * does not jump the queue.
     */
    passages(query: string, level: ReadingLevel, topic: Topic): string[] {
      const hits = passages.search(query, { filter: (r) => r.group === level });
      const best = hits[0]?.score ?? 0;
      const first = hits.filter((r) => r.subgroup === topic && r.score >= best * TOPIC_SCORE_SHARE);
      const firstIds = new Set(first.map((r) => r.id));
      return [...first, ...hits.filter((r) => !firstIds.has(r.id))].map((r) => String(r.id));
    },

    /** The level's passages in library order: the topic's first, then the level's others. */
    passageOrder(level: ReadingLevel, topic: Topic): string[] {
      const own = passageDocs.filter((d) => d.group === level);
      return [...own.filter((d) => d.subgroup === topic), ...own.filter((d) => d.subgroup !== topic)].map((d) => d.id);
    },

    tasks(query: string, mode: WritingMode): string[] {
      return tasks.search(query, { filter: (r) => r.group === mode }).map((r) => String(r.id));
    },

    taskOrder(mode: WritingMode): string[] {
      return taskDocs.filter((d) => d.group === mode).map((d) => d.id);
    },
  };
}
export type LibrarySearch = ReturnType<typeof createLibrarySearch>;
