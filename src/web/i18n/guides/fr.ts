// The writing guides' instructions in plain French (guides/index.ts says why and how).
import type { GuideSentences } from './sentences.ts';

export const guideFr: GuideSentences = {
  // creative-writing
  'A short piece that paints a picture': 'Un court texte qui fait une image',
  'Start in the moment: put the reader in a place and a time with one strong sentence.':
    'Commencez dans le moment : placez le lecteur dans un lieu et un temps avec une phrase forte.',
  'Use the senses: what can you see, hear, smell, taste or touch?':
    'Utilisez les sens : qu’est-ce qu’on voit, entend, sent, goûte ou touche ?',
  'Show a small change: something happens, or a feeling grows.':
    'Montrez un petit changement : quelque chose arrive, ou un sentiment grandit.',
  'End with an image or a thought that stays with the reader.':
    'Finissez par une image ou une pensée qui reste au lecteur.',
  'Choose one small moment, not a whole life story.': 'Choisissez un petit moment, pas toute une vie.',
  "Use exact words: 'a red wool scarf' is better than 'nice clothes'.":
    'Utilisez des mots précis : « a red wool scarf » est mieux que « nice clothes ».',
  'Mix short and long sentences to give your writing rhythm.':
    'Mélangez des phrases courtes et longues pour donner du rythme à votre texte.',
  'Keep to the word limit: 100 to 150 words. Every word should help.':
    'Respectez la longueur : 100 à 150 mots. Chaque mot doit être utile.',
  'Read your piece aloud in your head. Change what sounds heavy.':
    'Lisez votre texte dans votre tête, comme à voix haute. Changez ce qui sonne lourd.',
  'Choose your moment and collect words': 'Choisir le moment et trouver des mots',
  'Write a first draft': 'Écrire un premier brouillon',
  'Cut, improve words and check': 'Couper, améliorer les mots et vérifier',
  'Setting the scene': 'Placer la scène',
  'The senses': 'Les sens',
  Feelings: 'Les sentiments',
  Endings: 'La fin',
  // email-writing
  'A clear, polite e-mail': 'Un courriel clair et poli',
  'Subject line: say what the e-mail is about in a few words.':
    'Objet : dites en quelques mots de quoi parle le courriel.',
  "Greeting: use the person's name if you know it (Dear Ms Patel, / Hello Mr Okafor,).":
    'Salutation : utilisez le nom de la personne si vous le connaissez (Dear Ms Patel, / Hello Mr Okafor,).',
  'First sentence: say who you are and why you are writing.':
    'Première phrase : dites qui vous êtes et pourquoi vous écrivez.',
  'Details: give the facts the reader needs (what, when, where), one idea in each short paragraph.':
    'Détails : donnez les faits utiles au lecteur (quoi, quand, où), une idée par court paragraphe.',
  'Request: say clearly what you would like the reader to do, and by when.':
    'Demande : dites clairement ce que le lecteur doit faire, et pour quand.',
  'Closing: thank the reader, add a polite ending and your full name.':
    'Fin : remerciez le lecteur, ajoutez une formule polie et votre nom complet.',
  'Write the subject line last, when you know exactly what the e-mail says.':
    'Écrivez l’objet à la fin, quand vous savez bien ce que dit le courriel.',
  'Keep paragraphs short: two or three sentences each.': 'Faites des paragraphes courts : deux ou trois phrases.',
  'Use polite questions (Could you...? Would it be possible...?) instead of orders.':
    'Posez des questions polies (Could you...? Would it be possible...?) au lieu de donner des ordres.',
  'Give dates, times and numbers exactly, so the reader does not need to ask.':
    'Donnez les dates, les heures et les nombres exacts, pour que le lecteur n’ait pas à demander.',
  'Read your e-mail once more before you send it. Check names and spelling.':
    'Relisez votre courriel avant de l’envoyer. Vérifiez les noms et l’orthographe.',
  'Read the task and plan your points': 'Lire la tâche et prévoir vos idées',
  'Write the e-mail': 'Écrire le courriel',
  'Check spelling, grammar and tone': 'Vérifier l’orthographe, la grammaire et le ton',
  Opening: 'Le début',
  'Giving details': 'Donner des détails',
  'Asking politely': 'Demander poliment',
  Closing: 'La fin',
  // essay-writing
  'A clear opinion essay': 'Un texte d’opinion clair',
  'Introduction: say what the question is about in your own words, then give your opinion in one sentence.':
    'Introduction : dites avec vos mots de quoi parle la question, puis donnez votre opinion en une phrase.',
  'Body paragraph 1: your first reason, explained, with an example.':
    'Paragraphe 1 : votre première raison, expliquée, avec un exemple.',
  'Body paragraph 2: your second reason, explained, with an example.':
    'Paragraphe 2 : votre deuxième raison, expliquée, avec un exemple.',
  'Body paragraph 3: the other side of the argument, and why you still hold your opinion.':
    'Paragraphe 3 : l’autre point de vue, et pourquoi vous gardez votre opinion.',
  'Conclusion: repeat your opinion in new words and sum up your reasons. Add no new ideas.':
    'Conclusion : redites votre opinion avec d’autres mots et résumez vos raisons. N’ajoutez pas d’idée nouvelle.',
  'Plan before you write: one line for each paragraph.': 'Faites un plan avant d’écrire : une ligne par paragraphe.',
  'Start each body paragraph with a topic sentence that says its main idea.':
    'Commencez chaque paragraphe par une phrase qui dit son idée principale.',
  'Use examples from real life, your country or your own experience.':
    'Donnez des exemples de la vie réelle, de votre pays ou de votre expérience.',
  'Do not copy the question: say it in your own words.': 'Ne copiez pas la question : dites-la avec vos mots.',
  'Leave time to check verbs, plurals and articles (a, an, the).':
    'Gardez du temps pour vérifier les verbes, les pluriels et les articles (a, an, the).',
  'Understand the question and plan': 'Comprendre la question et faire un plan',
  'Write the introduction': 'Écrire l’introduction',
  'Write the body paragraphs': 'Écrire les paragraphes',
  'Write the conclusion': 'Écrire la conclusion',
  'Check your essay': 'Vérifier votre texte',
  'Giving your opinion': 'Donner votre opinion',
  'Adding reasons': 'Ajouter des raisons',
  'Giving examples': 'Donner des exemples',
  'The other side': 'L’autre point de vue',
  Concluding: 'Conclure',
  // formal-writing
  'A formal letter that gets results': 'Une lettre officielle qui obtient une réponse',
  "Your address and the date at the top, then the reader's name, title and address.":
    'En haut, votre adresse et la date, puis le nom, le titre et l’adresse du lecteur.',
  'Greeting: Dear Ms Okoro, / Dear Sir or Madam, if you do not know the name.':
    'Salutation : Dear Ms Okoro, / Dear Sir or Madam, si vous ne connaissez pas le nom.',
  'Opening paragraph: say who you are and why you are writing, in one or two sentences.':
    'Premier paragraphe : dites qui vous êtes et pourquoi vous écrivez, en une ou deux phrases.',
  'Middle paragraphs: give the facts in order (what happened, when, what you have already done).':
    'Paragraphes du milieu : donnez les faits dans l’ordre (ce qui est arrivé, quand, ce que vous avez déjà fait).',
  'Request: say clearly what you want the reader to do and by when.':
    'Demande : dites clairement ce que le lecteur doit faire et pour quand.',
  'Closing: thank the reader, then Yours sincerely (name known) or Yours faithfully (name not known), and your full name.':
    'Fin : remerciez le lecteur, puis Yours sincerely (nom connu) ou Yours faithfully (nom inconnu), et votre nom complet.',
  "Use full forms: I am, I would, it is (not I'm, I'd, it's).":
    'Écrivez les formes longues : I am, I would, it is (pas I’m, I’d, it’s).',
  'Keep a calm, polite tone, even when you complain.': 'Restez calme et poli, même pour vous plaindre.',
  'Give reference numbers, dates and amounts exactly.':
    'Donnez les numéros de dossier, les dates et les montants exacts.',
  'One main idea in each paragraph.': 'Une idée principale par paragraphe.',
  'Check that your request is easy to find and easy to answer.':
    'Vérifiez que votre demande est facile à trouver et facile à répondre.',
  'Read the task and list your points': 'Lire la tâche et noter vos idées',
  'Write the letter': 'Écrire la lettre',
  'Check tone, spelling and the closing': 'Vérifier le ton, l’orthographe et la fin',
  Explaining: 'Expliquer',
  Requesting: 'Demander',
  // letter-writing
  'A warm personal letter': 'Une lettre personnelle chaleureuse',
  'Greeting: Dear Maria, / Hi Tom, for a friend or a family member.':
    'Salutation : Dear Maria, / Hi Tom, pour un ami ou quelqu’un de la famille.',
  'Opening: ask how the reader is, or thank them for their last letter.':
    'Début : demandez comment va le lecteur, ou remerciez-le pour sa dernière lettre.',
  'Main news: tell your news in order, with details that make it come alive.':
    'Nouvelles : racontez vos nouvelles dans l’ordre, avec des détails qui les rendent vivantes.',
  'Answer or ask: reply to what the reader asked, or ask them questions.':
    'Répondre ou demander : répondez aux questions du lecteur, ou posez-lui des questions.',
  'Closing: a friendly wish, then Best wishes, / Love, / Take care, and your first name.':
    'Fin : un souhait amical, puis Best wishes, / Love, / Take care, et votre prénom.',
  'Write as you would speak to this person: warm and natural.':
    'Écrivez comme vous parlez à cette personne : avec chaleur et simplement.',
  "Short forms are fine here: I'm, it's, we've.": 'Ici, les formes courtes sont bien : I’m, it’s, we’ve.',
  'Add one or two small details (a smell, a colour, a name) to make your news real.':
    'Ajoutez un ou deux petits détails (une odeur, une couleur, un nom) pour rendre vos nouvelles vraies.',
  'Answer every question in the task.': 'Répondez à chaque question de la tâche.',
  'Finish with a question so the reader wants to write back.':
    'Finissez par une question, pour que le lecteur ait envie de vous répondre.',
  'Read the task and note your news': 'Lire la tâche et noter vos nouvelles',
  'Read it again and correct': 'Relire et corriger',
  'Sharing news': 'Donner des nouvelles',
  Asking: 'Demander',
  // report-writing
  'Describing a chart clearly': 'Décrire un graphique clairement',
  'Introduction: say what the chart shows (what, where, when) in your own words.':
    'Introduction : dites avec vos mots ce que montre le graphique (quoi, où, quand).',
  'Overview: in one or two sentences, give the main trends or the biggest differences. No small numbers here.':
    'Vue d’ensemble : en une ou deux phrases, donnez les grandes tendances ou les plus grandes différences. Pas de petits chiffres ici.',
  'Details 1: describe the most important figures, with numbers from the chart.':
    'Détails 1 : décrivez les chiffres les plus importants, avec les nombres du graphique.',
  'Details 2: compare the other figures, and point out anything surprising.':
    'Détails 2 : comparez les autres chiffres, et montrez ce qui surprend.',
  'No opinion and no reasons that the chart does not show.':
    'Pas d’opinion, et pas de raisons que le graphique ne montre pas.',
  'Look at the chart for two minutes before you write: find the highest, the lowest and the biggest change.':
    'Regardez le graphique deux minutes avant d’écrire : trouvez le plus haut, le plus bas et le plus grand changement.',
  'Always give the unit: per cent, people, dollars.': 'Donnez toujours l’unité : pour cent, personnes, dollars.',
  'Group similar items instead of listing every number.':
    'Regroupez ce qui se ressemble au lieu de donner chaque nombre.',
  'Use comparisons: more than, twice as many, the same as.':
    'Faites des comparaisons : more than, twice as many, the same as.',
  'Check that every number you write matches the chart.':
    'Vérifiez que chaque nombre écrit est le même que dans le graphique.',
  'Study the chart and find the main features': 'Lire le graphique et trouver l’essentiel',
  'Write the introduction and overview': 'Écrire l’introduction et la vue d’ensemble',
  'Write the details': 'Écrire les détails',
  'Check numbers and language': 'Vérifier les nombres et la langue',
  Introducing: 'Présenter',
  Overview: 'Vue d’ensemble',
  Comparing: 'Comparer',
  'Describing change': 'Décrire un changement',
};
