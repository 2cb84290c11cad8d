// What other features may use of writing: tutoring shows the site's own check of a text beside a tutor's
// answer (decision 038), asked and shown as Get feedback asks and shows it.
export { FeedbackResult } from './components/FeedbackResult.tsx';
export { useFeedbackRequest } from './hooks/use-feedback-request.ts';
