// The writing guides' instructions and scoring guide in plain French (guides/index.ts says why and how).
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
  // creative-writing: scoring
  'Ideas and imagination': 'Idées et imagination',
  'Does the piece create a clear, interesting moment?': 'Le texte montre-t-il un moment clair et intéressant ?',
  'A vivid, original moment that the reader can see and feel.':
    'Un moment vivant et original, que le lecteur peut voir et sentir.',
  'A clear moment with some fresh details.': 'Un moment clair, avec quelques détails nouveaux.',
  'General ideas with few details.': 'Des idées générales, avec peu de détails.',
  Organisation: 'Organisation du texte',
  'Does the piece have a clear beginning, change and ending?':
    'Le texte a-t-il un début, un changement et une fin clairs ?',
  'A strong opening, a natural change and a memorable ending.':
    'Un début fort, un changement naturel et une fin qu’on n’oublie pas.',
  'A clear beginning and ending; the middle is a little flat.':
    'Un début et une fin clairs ; le milieu est un peu plat.',
  'No clear shape; the piece just stops.': 'Pas de forme claire ; le texte s’arrête, c’est tout.',
  'Word choice': 'Choix des mots',
  'Are the words exact and full of colour?': 'Les mots sont-ils précis et pleins de vie ?',
  'Precise, surprising words used naturally.': 'Des mots précis et surprenants, utilisés avec naturel.',
  'Good words with some plain or repeated ones.': 'De bons mots, avec quelques mots simples ou répétés.',
  'Very plain or repeated words.': 'Des mots très simples ou répétés.',
  'Grammar and accuracy': 'Grammaire et justesse',
  'Are the sentences correct, with some variety?': 'Les phrases sont-elles correctes et un peu variées ?',
  'Almost no mistakes; sentence lengths vary for effect.':
    'Presque pas de fautes ; des phrases de longueurs différentes, pour l’effet.',
  'A few mistakes; some variety.': 'Quelques fautes ; un peu de variété.',
  'Many mistakes that confuse the picture.': 'Beaucoup de fautes, qui brouillent l’image.',
  // email-writing: scoring
  'Task achievement': 'Réponse à la tâche',
  'Does the e-mail do what the task asks, with every point covered?':
    'Le courriel fait-il ce que demande la tâche, avec tous les points ?',
  'Covers every point fully and clearly. The purpose is obvious from the first lines.':
    'Chaque point est traité en entier et clairement. Le but se voit dès les premières lignes.',
  'Covers every point, but one may need a little more detail.':
    'Chaque point est traité, mais un point demande peut-être un peu plus de détails.',
  'Misses a point or is unclear about what the writer wants.':
    'Il manque un point, ou on ne comprend pas bien ce que veut l’auteur.',
  'Is the e-mail easy to follow, with a greeting, clear paragraphs and a closing?':
    'Le courriel est-il facile à suivre, avec une salutation, des paragraphes clairs et une fin ?',
  'Every part is in the right place. Linking words guide the reader smoothly.':
    'Chaque partie est à sa place. Les mots de liaison guident bien le lecteur.',
  'Clear paragraphs and a greeting and closing; a few links are missing.':
    'Des paragraphes clairs, une salutation et une fin ; il manque quelques liens.',
  'One long paragraph, or a missing greeting or closing.':
    'Un seul long paragraphe, ou il manque la salutation ou la fin.',
  'Vocabulary and tone': 'Vocabulaire et ton',
  'Are the words right for the reader, polite and precise?':
    'Les mots conviennent-ils au lecteur ? Sont-ils polis et précis ?',
  'Precise, natural words and a polite tone all through.':
    'Des mots précis et naturels, et un ton poli du début à la fin.',
  'Mostly precise and polite, with a few plain or repeated words.':
    'Surtout précis et poli, avec quelques mots simples ou répétés.',
  'Words are vague or the tone sounds rude.': 'Les mots sont vagues, ou le ton semble impoli.',
  'Are sentences correct, with a range of structures?': 'Les phrases sont-elles correctes, avec des formes variées ?',
  'Almost no mistakes, and a good range of sentence types.':
    'Presque pas de fautes, et des phrases de types bien variés.',
  'A few mistakes that do not stop understanding.': 'Quelques fautes, qui n’empêchent pas de comprendre.',
  'Frequent mistakes that make some sentences hard to understand.':
    'Des fautes fréquentes, qui rendent certaines phrases difficiles à comprendre.',
  // essay-writing: scoring
  'Task response': 'Réponse à la question',
  'Does the essay answer the question with a clear opinion and developed reasons?':
    'Le texte répond-il à la question avec une opinion claire et des raisons expliquées ?',
  'A clear position all through, with well-developed reasons and relevant examples.':
    'Une opinion claire du début à la fin, avec des raisons bien expliquées et de bons exemples.',
  'A clear position with reasons; some ideas need more development.':
    'Une opinion claire avec des raisons ; certaines idées demandent plus d’explications.',
  'The position is unclear or ideas are not developed.':
    'L’opinion n’est pas claire, ou les idées ne sont pas expliquées.',
  'Coherence and cohesion': 'Cohérence et liens entre les idées',
  'Is the essay logically organised, with paragraphs and linking words?':
    'Le texte est-il dans un ordre logique, avec des paragraphes et des mots de liaison ?',
  'Ideas flow naturally; paragraphs and links are used skilfully.':
    'Les idées se suivent naturellement ; les paragraphes et les liens sont bien utilisés.',
  'Clear paragraphs and a range of linking words, sometimes overused.':
    'Des paragraphes clairs et des mots de liaison variés, parfois trop utilisés.',
  'Some organisation, but links are missing, repeated or wrong.':
    'Un peu d’ordre, mais des liens manquent, se répètent ou sont faux.',
  'Lexical resource': 'Vocabulaire',
  'Is there a range of words used precisely?': 'Y a-t-il des mots variés, utilisés avec précision ?',
  'Wide, precise and natural vocabulary.': 'Un vocabulaire riche, précis et naturel.',
  'Enough range, with some less common words and a few errors.':
    'Assez de variété, avec quelques mots moins courants et quelques erreurs.',
  'Limited words, often repeated; errors can confuse.':
    'Peu de mots, souvent répétés ; les erreurs peuvent gêner la compréhension.',
  'Grammatical range and accuracy': 'Variété et justesse de la grammaire',
  'Are there varied sentence structures with few errors?': 'Les phrases sont-elles variées, avec peu d’erreurs ?',
  'A wide range of structures, almost error-free.': 'Des formes de phrases très variées, presque sans erreur.',
  'A mix of simple and complex sentences; some errors.':
    'Des phrases simples et des phrases complexes ; quelques erreurs.',
  'Mostly simple sentences; frequent errors.': 'Surtout des phrases simples ; des erreurs fréquentes.',
  // formal-writing: scoring
  'Does the letter cover every point and make its purpose clear?':
    'La lettre traite-t-elle chaque point, et son but est-il clair ?',
  'Every point is covered with the right detail; the purpose is clear from the first sentence.':
    'Chaque point est traité avec les bons détails ; le but est clair dès la première phrase.',
  'Every point is covered; one needs a little more detail.':
    'Chaque point est traité ; un point demande un peu plus de détails.',
  'A point is missing or the purpose is unclear.': 'Il manque un point, ou le but n’est pas clair.',
  'Organisation and layout': 'Organisation et présentation',
  'Is the letter laid out and ordered like a formal letter?':
    'La lettre a-t-elle la forme et l’ordre d’une lettre officielle ?',
  'Correct layout, clear paragraphs and smooth links between ideas.':
    'Une bonne présentation, des paragraphes clairs et des liens faciles entre les idées.',
  'Clear paragraphs and a correct greeting and closing; a few links are missing.':
    'Des paragraphes clairs, une salutation et une fin correctes ; il manque quelques liens.',
  'Weak paragraphing or a wrong greeting or closing.':
    'Des paragraphes mal faits, ou une salutation ou une fin qui ne convient pas.',
  'Formal vocabulary and tone': 'Vocabulaire et ton formels',
  'Are the words formal, precise and polite?': 'Les mots sont-ils formels, précis et polis ?',
  'Precise formal words and a consistently polite tone.': 'Des mots formels et précis, et un ton toujours poli.',
  'Mostly formal; a few informal or repeated words.': 'Surtout formel ; quelques mots familiers ou répétés.',
  'Informal or rude in places.': 'Familier ou impoli par endroits.',
  'Are the sentences correct and varied?': 'Les phrases sont-elles correctes et variées ?',
  'Almost no mistakes; a good range of sentence types.': 'Presque pas de fautes ; des phrases de types bien variés.',
  'Some mistakes that do not stop understanding.': 'Des fautes, mais qui n’empêchent pas de comprendre.',
  'Frequent mistakes that make parts hard to follow.':
    'Des fautes fréquentes, qui rendent certains passages difficiles à suivre.',
  // letter-writing: scoring
  'Does the letter answer every part of the task for this reader?':
    'La lettre répond-elle à chaque partie de la tâche, pour ce lecteur ?',
  'Every part is answered with lively detail; the reader is clearly in mind.':
    'Chaque partie a une réponse, avec des détails vivants ; on voit que l’auteur pense au lecteur.',
  'Every part is answered; some details are thin.':
    'Chaque partie a une réponse ; certains détails sont un peu maigres.',
  'A part of the task is missing.': 'Il manque une partie de la tâche.',
  'Is the letter easy to follow from greeting to closing?':
    'La lettre est-elle facile à suivre, de la salutation à la fin ?',
  'Natural order, clear paragraphs, smooth links.': 'Un ordre naturel, des paragraphes clairs, des liens faciles.',
  'Clear paragraphs with a greeting and closing.': 'Des paragraphes clairs, avec une salutation et une fin.',
  'No paragraphs, or the closing is missing.': 'Pas de paragraphes, ou il manque la fin.',
  'Tone and vocabulary': 'Ton et vocabulaire',
  'Is the tone friendly and right for the reader, with varied words?':
    'Le ton est-il amical et adapté au lecteur, avec des mots variés ?',
  'Warm, natural tone and vivid, varied words.': 'Un ton chaleureux et naturel, des mots vivants et variés.',
  'Friendly tone; words are sometimes plain or repeated.': 'Un ton amical ; les mots sont parfois simples ou répétés.',
  'The tone is too formal or cold for a friend.': 'Le ton est trop formel ou trop froid pour un ami.',
  'Are the sentences correct, with past and future forms used well?':
    'Les phrases sont-elles correctes, avec le passé et le futur bien utilisés ?',
  'Almost no mistakes; tenses used confidently.': 'Presque pas de fautes ; les temps des verbes sont bien maîtrisés.',
  'Frequent mistakes that confuse the reader.': 'Des fautes fréquentes, qui gênent le lecteur.',
  // report-writing: scoring
  'Does the report give an overview and the key figures accurately?':
    'Le rapport donne-t-il une vue d’ensemble et les chiffres importants, sans erreur ?',
  'A clear overview and well-chosen, accurate figures.':
    'Une vue d’ensemble claire et des chiffres bien choisis et exacts.',
  'An overview is present; most key figures are given.':
    'Il y a une vue d’ensemble ; la plupart des chiffres importants sont donnés.',
  'No clear overview, or figures are missing or wrong.':
    'Pas de vue d’ensemble claire, ou des chiffres manquent ou sont faux.',
  'Are the figures grouped and compared in a logical order?':
    'Les chiffres sont-ils regroupés et comparés dans un ordre logique ?',
  'Logical grouping and smooth comparisons.': 'Des groupes logiques et des comparaisons faciles à suivre.',
  'Clear paragraphs; some comparisons are mechanical.':
    'Des paragraphes clairs ; certaines comparaisons sont un peu mécaniques.',
  'Numbers are listed with little order.': 'Les nombres sont donnés les uns après les autres, presque sans ordre.',
  'Is there a range of words for numbers, trends and comparisons?':
    'Y a-t-il des mots variés pour les nombres, les tendances et les comparaisons ?',
  'Precise, varied words for data.': 'Des mots précis et variés pour les données.',
  'Enough range with some repetition.': 'Assez de variété, avec quelques répétitions.',
  'Very limited words; errors confuse meaning.': 'Très peu de mots ; les erreurs brouillent le sens.',
  'Are comparisons and tenses correct?': 'Les comparaisons et les temps des verbes sont-ils corrects ?',
  'Accurate comparatives and tenses throughout.': 'Des comparatifs et des temps justes du début à la fin.',
  'Some errors in comparisons or tenses.': 'Quelques erreurs dans les comparaisons ou les temps.',
  'Frequent errors that make figures unclear.': 'Des erreurs fréquentes, qui rendent les chiffres peu clairs.',
};
