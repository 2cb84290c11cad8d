import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  contentUrl,
  type evaluateWritingResponseSchema,
  type generateWritingTaskResponseSchema,
  type StoredWritingTask,
  type taskListResponseSchema,
} from '../../../domain/content.ts';
import type { WritingMode } from '../../../domain/enums.ts';
import type { WritingGuide } from '../../../domain/library.ts';
import type { Attempt, AttemptRequest } from '../../../domain/writing.ts';
import { apiFetch } from '../../lib/api.ts';
import { completeAttempt } from './attempt-queue.ts';

export function useTasks(mode: WritingMode) {
  return useQuery({
    queryKey: ['tasks', mode],
    queryFn: () => apiFetch<z.infer<typeof taskListResponseSchema>>(`/api/writing-tasks?mode=${mode}&limit=100`),
  });
}

export function useTask(key: string | null) {
  return useQuery({
    queryKey: ['task', key],
    queryFn: () => apiFetch<{ content: StoredWritingTask }>(contentUrl(key ?? '')).then((r) => r.content),
    enabled: !!key,
  });
}

export function useGuide(mode: WritingMode) {
  return useQuery({
    queryKey: ['guide', mode],
    queryFn: () => apiFetch<WritingGuide>(`/api/writing-guides/${mode}`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function generateTask(
  mode: WritingMode,
  prompt: string,
  currentKey?: string,
): Promise<z.infer<typeof generateWritingTaskResponseSchema>> {
  return apiFetch('/api/generate-writing-task', { body: { mode, prompt, currentKey } });
}

export function evaluate(body: { writingText: string; prompt: string; writingMode: WritingMode; wordCount: number }) {
  return apiFetch<z.infer<typeof evaluateWritingResponseSchema>>('/api/evaluate-writing', { body });
}

const attemptsKey = (userId: string, taskKey: string) => ['attempts', userId, taskKey] as const;

export function useAttempts(userId: string, taskKey: string) {
  return useQuery({
    queryKey: attemptsKey(userId, taskKey),
    queryFn: () =>
      apiFetch<{ attempts: Attempt[] }>(
        `/api/user/${encodeURIComponent(userId)}/writing/attempts?taskKey=${encodeURIComponent(taskKey)}`,
      ),
    enabled: !!userId,
  });
}

/**
 * Completes a task: the server scores it, keeps the draft and counts it once
 * (the id makes retries safe). Offline it waits on this device (attempt-queue.ts).
 */
export function useCompleteTask(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttemptRequest) => completeAttempt(userId, body),
    // Not paused while the browser is offline: the outbox keeps the text and says so.
    networkMode: 'always',
    onSuccess: (result, body) => {
      if (result.status !== 'saved') return;
      client.invalidateQueries({ queryKey: attemptsKey(userId, body.taskKey) });
      client.invalidateQueries({ queryKey: ['profile', userId] });
    },
  });
}
