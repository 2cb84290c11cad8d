// The answers of the local OpenAI-compatible server the AI e2e tests talk
// to: a short early-learner story (streamed), its questions, its French, a
// writing task and feedback — each in the shape its AI task asks for.
import type { ChatRequest } from './openai-server.ts';

export const MODEL_PASSAGE_TITLE = 'Market Day with Grandpa Li';
export const MODEL_FRENCH_TITLE = 'Jour de marché avec grand-père Li';
export const MODEL_TASK_TITLE = 'Ask your neighbour to water your plants';
export const MODEL_FEEDBACK = 'Good start: your e-mail is polite and clear. Add a closing line with your phone number.';

const paragraphs = [
  'Every Saturday, Mei goes to the market with her grandpa Li. They take the bus at eight in the morning. Grandpa Li carries a big cloth bag, and Mei carries a small list.',
  'The market is busy and loud. People sell apples, fish, bread and flowers. A woman sings as she cuts cheese. A man gives Mei a piece of orange to taste. It is sweet and cold.',
  'Grandpa Li knows many people at the market. He says hello to the baker and asks the fish seller about his son. He buys rice, green beans, eggs and a bunch of yellow flowers for the table.',
  'Mei reads the list and checks each thing. She adds the prices on her phone. "We spent twenty dollars," she says. Grandpa Li smiles. "Good. That is less than last week."',
  'On the bus home, the bag is heavy, and the flowers smell nice. Mei thinks about lunch. Grandpa Li will cook rice with eggs and beans. It is her favourite meal of the week.',
  'After lunch, Mei writes in her notebook. She writes the new words she learned at the market: cheese, baker, bunch and prices. Next Saturday, she wants to make the list by herself.',
];

/** The streamed story: 202 words at Flesch–Kincaid grade 2.3, so it passes the early-learner checks. */
export const MODEL_STORY = `Title: ${MODEL_PASSAGE_TITLE}\n\n${paragraphs.join('\n\n')}`;

export const MODEL_QUESTIONS = {
  questions: [
    {
      question: 'When do Mei and Grandpa Li go to the market?',
      options: ['Every Sunday', 'Every Saturday', 'Every Friday', 'Every day'],
      correctAnswer: 1,
      explanation: 'The first paragraph says every Saturday.',
    },
    {
      question: 'What does a man give Mei to taste?',
      options: ['A piece of orange', 'Some cheese', 'Bread', 'Fish'],
      correctAnswer: 0,
      explanation: 'The second paragraph says a man gives Mei a piece of orange.',
    },
    {
      question: 'What does Grandpa Li buy for the table?',
      options: ['A cake', 'Apples', 'Yellow flowers', 'A cloth bag'],
      correctAnswer: 2,
      explanation: 'The third paragraph says he buys a bunch of yellow flowers for the table.',
    },
    {
      question: 'How much did they spend?',
      options: ['Ten dollars', 'Thirty dollars', 'Fifty dollars', 'Twenty dollars'],
      correctAnswer: 3,
      explanation: 'The fourth paragraph says they spent twenty dollars.',
    },
    {
      question: 'What does Mei write in her notebook?',
      options: ['Her homework', 'New words from the market', 'A letter', 'The bus times'],
      correctAnswer: 1,
      explanation: 'The last paragraph says she writes the new words she learned.',
    },
  ],
  vocabulary: [
    {
      word: 'market',
      definition: 'a place where people buy and sell food and other things',
      sentence: 'The market opens at seven.',
    },
    { word: 'flowers', definition: 'the coloured parts of plants', sentence: 'She bought flowers for her mother.' },
    { word: 'notebook', definition: 'a small book for writing', sentence: 'I write new words in my notebook.' },
  ],
};

const frenchParagraphs = [
  'Chaque samedi, Mei va au marché avec son grand-père Li. Ils prennent le bus à huit heures du matin. Grand-père Li porte un grand sac en tissu, et Mei porte une petite liste.',
  'Le marché est animé et bruyant. Des gens vendent des pommes, du poisson, du pain et des fleurs. Une femme chante en coupant du fromage. Un homme donne à Mei un morceau d’orange à goûter. Il est sucré et frais.',
  'Grand-père Li connaît beaucoup de gens au marché. Il dit bonjour au boulanger et demande au poissonnier des nouvelles de son fils. Il achète du riz, des haricots verts, des œufs et un bouquet de fleurs jaunes pour la table.',
  'Mei lit la liste et vérifie chaque chose. Elle additionne les prix sur son téléphone. « Nous avons dépensé vingt dollars », dit-elle. Grand-père Li sourit. « Bien. C’est moins que la semaine dernière. »',
  'Dans le bus du retour, le sac est lourd, et les fleurs sentent bon. Mei pense au déjeuner. Grand-père Li va cuisiner du riz avec des œufs et des haricots. C’est son repas préféré de la semaine.',
  'Après le déjeuner, Mei écrit dans son carnet. Elle écrit les nouveaux mots appris au marché : fromage, boulanger, bouquet et prix. Samedi prochain, elle veut faire la liste toute seule.',
];

const french = {
  title: MODEL_FRENCH_TITLE,
  text: frenchParagraphs.join('\n\n'),
  questions: MODEL_QUESTIONS.questions.map((q, i) => ({
    question: `Question ${i + 1} : ${q.question}`,
    options: q.options,
    explanation: q.explanation,
  })),
  vocabulary: MODEL_QUESTIONS.vocabulary.map((v) => ({ word: v.word, definition: `en français : ${v.definition}` })),
};

export const MODEL_TASK = {
  title: MODEL_TASK_TITLE,
  prompt: 'You are going away for a week. Write an e-mail to your neighbour to ask them to water your plants.',
  requirements: ['Say why you are writing', 'Say when you are away', 'Explain what to do', 'Thank your neighbour'],
  // 125 words: a sample answer must meet the task's own target (120+) to be kept.
  sampleAnswer:
    'Dear Mrs Green,\n\nI hope you are well. I am writing to ask you for a small favour. I am going to visit my sister in Leeds from 3 to 10 May, so my flat will be empty for a week.\n\nCould you please water my plants while I am away? There are four plants in the kitchen and two on the balcony. They need a glass of water each on Monday and Thursday. The big plant by the window needs two glasses. The spare key is in the blue box next to your door.\n\nIf you have a problem, you can call me on 07700 900123. I will bring you some sweets from Leeds.\n\nThank you very much for your help.\n\nBest wishes,\nOmar',
  bandScore: 7.5,
};

/** The French the model gives for a word tapped in the story (word-gloss task). */
export const MODEL_GLOSSES: Record<string, string> = { sweet: 'sucré' };

export function e2eModel(request: ChatRequest): string {
  if (request.stream) return MODEL_STORY;
  const system = request.messages[0]?.content ?? '';
  if (system.includes('Translate')) return JSON.stringify(french);
  if (system.includes('writing-practice tasks')) return JSON.stringify(MODEL_TASK);
  if (system.includes('writing teacher')) return JSON.stringify({ feedback: MODEL_FEEDBACK });
  // An editor who agrees with the site's model on every word's sense (the first option).
  if (system.includes('graded reader')) {
    const { words } = JSON.parse(request.messages.at(-1)?.content ?? '{}') as { words?: { n: number }[] };
    return JSON.stringify({ senses: (words ?? []).map(({ n }) => ({ n, option: 'a' })) });
  }
  if (system.includes('French speakers who are learning English')) {
    const { word } = JSON.parse(request.messages.at(-1)?.content ?? '{}') as { word?: string };
    return JSON.stringify({ french: MODEL_GLOSSES[word ?? ''] ?? null });
  }
  return JSON.stringify(MODEL_QUESTIONS);
}
