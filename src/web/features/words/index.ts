// What other features may use of the saved words: the dashboard shows the
// list, the reading page adds a word. Everything else stays inside.
export { useAddWord } from './api/add-word.ts';
export { MyWords } from './MyWords.tsx';
