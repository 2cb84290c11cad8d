// Opening a story: the one the address names, else one of this level and
// topic's (a story kept on this device first, SPEC §9); the built-in sample
// when the server is busy or cannot be reached (SPEC §8). A story from the
// server is kept on this device and becomes the learner's last practice.
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import type { z } from 'zod';
import type { passageListResponseSchema, StoredPassage } from '#src/domain/content.ts';
import type { ReadingLevel, Topic } from '#src/domain/enums.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { rememberLastPractice } from '#src/web/lib/last-practice.ts';
import { useOnlineSince } from '#src/web/lib/online.ts';
import { useSignedInUser } from '#src/web/lib/session.tsx';
import { loadPassage } from '../api/passage.ts';
import { passageOnArrival, rememberPassage } from '../passage-cache.ts';
import type { ReadingState } from '../url-state.ts';

type State = ReadingState & { level: ReadingLevel; topic: Topic };
type StoryList = UseQueryResult<z.infer<typeof passageListResponseSchema>>;

/**
 * What the screen says instead of the story: no connection ('offline'), the sample shown because the server
 * failed ('server'), or the story itself refused, e.g. not found ('refused').
 */
export type PassageTrouble = 'offline' | 'server' | 'refused' | null;

/** `list` is the level and topic's stories (usePassages), which the screen also shows to browse. */
export function usePassage(
  state: State,
  update: (changes: Partial<ReadingState>, replace?: boolean) => void,
  list: StoryList,
) {
  const user = useSignedInUser();
  const passage = useQuery({
    queryKey: ['passage', state.key],
    queryFn: () => loadPassage(state.key ?? ''),
    enabled: !!state.key,
    // Offline, a story this device does not hold fails at once (the service worker has no copy): asking again
    // would wait, paused, for the connection, with "Loading…" on screen all that while (decision 018). The story is
    // asked for again when the connection returns (refetchOnReconnect).
    retry: (failures) => failures < 1 && navigator.onLine,
  });
  const onlineSince = useOnlineSince();
  const online = onlineSince !== null;
  // An answer that failed before the connection came back says nothing about the server: it is asked again.
  const failedOnline = (query: { error: Error | null; errorUpdatedAt: number }) =>
    online && query.errorUpdatedAt >= onlineSince ? query.error : null;
  const passageError = failedOnline(passage);
  // SPEC §8: the server busy or failing, or no answer at all while online: the built-in sample passage, said so.
  const serverFailed = [passageError, state.key ? null : failedOnline(list)].some(
    (error) => error && !isClientsMistake(error),
  );
  const sample = useQuery({
    queryKey: ['sample-passage'],
    queryFn: () => import('../sample-passage.ts').then((module) => module.SAMPLE_PASSAGE),
    enabled: serverFailed,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
  // A story arrives as a store update, which React draws at once, in one task: the whole screen under the
  // title (~470 ms of a slow phone's thread, issue 34). The screen draws it a moment later instead, as a
  // transition React renders in slices; what sits below waits for it (placed), so nothing moves.
  const story: StoredPassage | undefined = useDeferredValue(passage.data ?? (serverFailed ? sample.data : undefined));
  const retry = () => (state.key ? passage.refetch() : list.refetch());
  const unreachable = !online && !passage.data && (passage.isError || passage.fetchStatus === 'paused');
  const trouble: PassageTrouble = unreachable ? 'offline' : serverFailed ? 'server' : passageError ? 'refused' : null;

  // Arriving without a passage: open one of the stored passages for this level and topic.
  // Chosen while rendering (once per list), so the screen knows at once whether a story is coming.
  const arrival = useMemo(
    () =>
      state.key || !list.data
        ? null
        : passageOnArrival(
            state.level,
            state.topic,
            list.data.passages.map((item) => item.key),
          ),
    [state.key, list.data, state.level, state.topic],
  );
  useEffect(() => {
    if (arrival) update({ key: arrival }, true);
  }, [arrival, update]);

  // Only a story from the server is remembered: the sample is there for a failure, not to come back to.
  useEffect(() => {
    if (passage.data) {
      rememberPassage(state.level, state.topic, passage.data.key, passage.data.text);
      if (user)
        rememberLastPractice(user.userId, {
          kind: 'reading',
          path: `/reading?${new URLSearchParams({ level: state.level, topic: state.topic, key: passage.data.key })}`,
          title: passage.data.title,
        });
    }
  }, [passage.data, state.level, state.topic, user]);

  return {
    /** The story by key, as loaded (its error and refetch for the screen's messages). */
    passage,
    /** The story on screen: the one asked for, or the sample when the server failed. */
    story,
    loading: !!state.key && !unreachable && (passage.isPending || (passage.isError && passage.isFetching)),
    /**
     * The story's place is taken: the story (or the sample) is here, or why none came, or there is
     * none to open. What the screen draws below the story waits for this, so nothing drawn moves.
     */
    placed:
      story !== undefined ||
      trouble !== null ||
      passage.fetchStatus === 'paused' || // waits for a connection: the list is there meanwhile
      (!state.key && (list.isError || (list.isSuccess && !arrival))),
    trouble,
    /** Asks again for what failed: the story, or the list a story is chosen from. */
    retry,
  };
}

/** A refusal of this request itself (not found, not allowed): the sample story would not answer it. */
function isClientsMistake(error: Error): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}
