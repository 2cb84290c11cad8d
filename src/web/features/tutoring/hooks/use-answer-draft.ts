import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import {
  CEFR_LEVELS,
  type CefrLevel,
  checkCommentSpans,
  TUTOR_MESSAGES,
  TUTOR_RULES,
  type TutorAnswerRequest,
} from '#src/domain/tutoring.ts';
import { forgetTutorAnswer, rememberedTutorAnswer, rememberTutorAnswer } from '#src/web/lib/storage.ts';

const draftCommentSchema = z.object({
  key: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  note: z.string(),
  rewrite: z.string(),
});
const answerDraftSchema = z.object({
  comments: z.array(draftCommentSchema),
  wentWell: z.string(),
  toPractise: z.string(),
  suggestedLevel: z.enum(CEFR_LEVELS).nullable(),
});
/** A comment while it is written: the marked words [start, end) of the text, a note, and a wording ('' for none). */
export type DraftComment = z.infer<typeof draftCommentSchema>;
export type AnswerDraft = z.infer<typeof answerDraftSchema>;

const EMPTY: AnswerDraft = { comments: [], wentWell: '', toPractise: '', suggestedLevel: null };

/** Why a comment cannot be added: its words overlap another's, or the answer has as many as it may. */
export type CommentProblem = 'overlap' | 'too-many' | 'outside';

/** The draft this device kept for the text, its comments still inside the text; an empty one when none. */
function keptDraft(userId: string, requestId: string, text: string): AnswerDraft {
  const parsed = answerDraftSchema.safeParse(rememberedTutorAnswer(userId, requestId));
  if (!parsed.success) return EMPTY;
  const comments = parsed.data.comments.filter((c) => c.start >= 0 && c.end <= text.length && c.end > c.start);
  return { ...parsed.data, comments: checkCommentSpans(text, comments) === null ? comments : [] };
}

/**
 * The tutor writes an answer to the text they hold: comments on marked words, one thing done well, one thing to
 * practise, a level if they wish. Every change is kept on this device at once (lib/storage.ts), so a reload or a
 * lost connection loses nothing; `clear` forgets it once it is sent or the text is given back.
 */
export function useAnswerDraft(userId: string, request: { id: string; text: string }) {
  const { id, text } = request;
  const [held, setHeld] = useState(() => ({ id, draft: keptDraft(userId, id, text) }));
  // Another text held: its own draft (state set while rendering, so the old one is never shown for it).
  const current = held.id === id ? held : { id, draft: keptDraft(userId, id, text) };
  if (current !== held) setHeld(current);
  const { draft } = current;
  const changed = useRef(false);

  useEffect(() => {
    if (changed.current) rememberTutorAnswer(userId, id, draft);
  }, [userId, id, draft]);

  const change = useCallback(
    (update: (draft: AnswerDraft) => AnswerDraft) => {
      changed.current = true;
      setHeld((now) => (now.id === id ? { id, draft: update(now.draft) } : now));
    },
    [id],
  );

  /** Why these words cannot take a new comment (or the comment `except`, being edited), else null. */
  const problemWith = useCallback(
    (start: number, end: number, except?: string): CommentProblem | null => {
      const others = draft.comments.filter((c) => c.key !== except);
      if (!except && others.length >= TUTOR_RULES.maxComments) return 'too-many';
      const said = checkCommentSpans(text, [...others, { start, end }]);
      if (said === TUTOR_MESSAGES.spansOverlap) return 'overlap';
      return said === null ? null : 'outside';
    },
    [draft.comments, text],
  );

  const addComment = (comment: Omit<DraftComment, 'key'>): CommentProblem | null => {
    const problem = problemWith(comment.start, comment.end);
    if (problem) return problem;
    const key = `${comment.start}-${comment.end}-${Date.now()}`;
    change((d) => ({ ...d, comments: [...d.comments, { ...comment, key }].sort((a, b) => a.start - b.start) }));
    return null;
  };

  return {
    draft,
    problemWith,
    addComment,
    editComment: (key: string, words: Pick<DraftComment, 'note' | 'rewrite'>) =>
      change((d) => ({ ...d, comments: d.comments.map((c) => (c.key === key ? { ...c, ...words } : c)) })),
    removeComment: (key: string) => change((d) => ({ ...d, comments: d.comments.filter((c) => c.key !== key) })),
    setWentWell: (wentWell: string) => change((d) => ({ ...d, wentWell })),
    setToPractise: (toPractise: string) => change((d) => ({ ...d, toPractise })),
    setSuggestedLevel: (suggestedLevel: CefrLevel | null) => change((d) => ({ ...d, suggestedLevel })),
    /** The answer as POST …/answer takes it. */
    answer: (): TutorAnswerRequest => ({
      comments: draft.comments.map(({ start, end, note, rewrite }) => ({
        start,
        end,
        note: note.trim(),
        rewrite: rewrite.trim() || null,
      })),
      wentWell: draft.wentWell.trim(),
      toPractise: draft.toPractise.trim(),
      suggestedLevel: draft.suggestedLevel,
    }),
    clear: () => {
      changed.current = false;
      forgetTutorAnswer(userId, id);
      setHeld({ id, draft: EMPTY });
    },
  };
}

export type AnswerDraftState = ReturnType<typeof useAnswerDraft>;
