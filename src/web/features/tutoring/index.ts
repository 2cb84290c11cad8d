// What other features may use of tutoring (decision 038): the writing page asks a tutor under each saved text
// (AskTutor, with the one list of asks useTutorAsks reads), the Hub says when a tutor answered, and every
// signed-in page sends the asks that waited on this device (account-sync.tsx). Its two pages load on their own
// (lazy-parts.ts).
export { AskTutor } from './components/AskTutor.tsx';
export { TutorAnsweredCard } from './components/TutorAnsweredCard.tsx';
export { useSendWaitingAsks } from './hooks/use-send-waiting-asks.ts';
export { useTutorAsks } from './hooks/use-tutor-asks.ts';
