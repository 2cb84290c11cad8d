import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { useTutorRequests } from '../api/get-tutor-requests.ts';
import { useMarkSeen } from '../api/mark-seen.ts';

/**
 * The learner's requests and the one chosen in the address (/tutor-answers?request=ID), so a link from the
 * writing page or the Hub opens it and the back button returns to the list (addresses.ts). Opening an answer not read yet
 * tells the server once (POST …/seen): the Hub then stops saying a tutor answered.
 */
export function useChosenRequest(userId: string) {
  const [params] = useSearchParams();
  const chosenId = params.get('request');
  const requests = useTutorRequests(userId);
  const chosen = requests.data?.requests.find((r) => r.id === chosenId) ?? null;
  const { mutate: markSeen } = useMarkSeen(userId);
  const told = useRef(new Set<string>());
  useEffect(() => {
    if (chosen?.status !== 'answered' || chosen.seen || told.current.has(chosen.id)) return;
    told.current.add(chosen.id);
    markSeen(chosen.id);
  }, [chosen, markSeen]);
  return { requests, chosenId, chosen };
}
