// What other features may use of the saved words: the dashboard shows the
// list (asking for it with the profile), the reading page adds a word. Everything else stays inside.
export { useAddWord } from './api/add-word.ts';
export { useWords } from './api/get-words.ts';
export { MyWords } from './MyWords.tsx';
