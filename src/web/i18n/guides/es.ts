// The writing guides' instructions and scoring guide in plain Spanish (guides/index.ts says why and how).
import type { GuideSentences } from './sentences.ts';

export const guideEs: GuideSentences = {
  // creative-writing
  'A short piece that paints a picture': 'Un texto corto que pinta una imagen',
  'Start in the moment: put the reader in a place and a time with one strong sentence.':
    'Empieza en el momento: pon al lector en un lugar y un tiempo con una frase fuerte.',
  'Use the senses: what can you see, hear, smell, taste or touch?':
    'Usa los sentidos: ¿qué se puede ver, oír, oler, probar o tocar?',
  'Show a small change: something happens, or a feeling grows.':
    'Muestra un cambio pequeño: algo pasa, o un sentimiento crece.',
  'End with an image or a thought that stays with the reader.':
    'Termina con una imagen o una idea que se quede con el lector.',
  'Choose one small moment, not a whole life story.': 'Elige un momento pequeño, no la historia de toda una vida.',
  "Use exact words: 'a red wool scarf' is better than 'nice clothes'.":
    'Usa palabras exactas: «a red wool scarf» es mejor que «nice clothes».',
  'Mix short and long sentences to give your writing rhythm.':
    'Mezcla frases cortas y largas para dar ritmo a tu texto.',
  'Keep to the word limit: 100 to 150 words. Every word should help.':
    'Respeta el largo: de 100 a 150 palabras. Cada palabra debe servir.',
  'Read your piece aloud in your head. Change what sounds heavy.':
    'Lee tu texto en voz alta en tu cabeza. Cambia lo que suena pesado.',
  'Choose your moment and collect words': 'Elige el momento y junta palabras',
  'Write a first draft': 'Escribe un primer borrador',
  'Cut, improve words and check': 'Corta, mejora las palabras y revisa',
  'Setting the scene': 'El lugar',
  'The senses': 'Los sentidos',
  Feelings: 'Los sentimientos',
  Endings: 'El final',
  // email-writing
  'A clear, polite e-mail': 'Un correo electrónico claro y amable',
  'Subject line: say what the e-mail is about in a few words.': 'Asunto: di en pocas palabras de qué trata el correo.',
  "Greeting: use the person's name if you know it (Dear Ms Patel, / Hello Mr Okafor,).":
    'Saludo: usa el nombre de la persona si lo sabes (Dear Ms Patel, / Hello Mr Okafor,).',
  'First sentence: say who you are and why you are writing.': 'Primera frase: di quién eres y por qué escribes.',
  'Details: give the facts the reader needs (what, when, where), one idea in each short paragraph.':
    'Detalles: da los datos que el lector necesita (qué, cuándo, dónde), una idea en cada párrafo corto.',
  'Request: say clearly what you would like the reader to do, and by when.':
    'Pedido: di con claridad qué quieres que haga el lector, y para cuándo.',
  'Closing: thank the reader, add a polite ending and your full name.':
    'Cierre: da las gracias, pon una despedida amable y tu nombre completo.',
  'Write the subject line last, when you know exactly what the e-mail says.':
    'Escribe el asunto al final, cuando sepas bien qué dice el correo.',
  'Keep paragraphs short: two or three sentences each.': 'Haz párrafos cortos: dos o tres frases cada uno.',
  'Use polite questions (Could you...? Would it be possible...?) instead of orders.':
    'Usa preguntas amables (Could you...? Would it be possible...?) en vez de órdenes.',
  'Give dates, times and numbers exactly, so the reader does not need to ask.':
    'Da fechas, horas y números exactos, para que el lector no tenga que preguntar.',
  'Read your e-mail once more before you send it. Check names and spelling.':
    'Lee tu correo otra vez antes de enviarlo. Revisa los nombres y la ortografía.',
  'Read the task and plan your points': 'Lee la tarea y planea tus ideas',
  'Write the e-mail': 'Escribe el correo',
  'Check spelling, grammar and tone': 'Revisa la ortografía, la gramática y el tono',
  Opening: 'El comienzo',
  'Giving details': 'Dar detalles',
  'Asking politely': 'Pedir con amabilidad',
  Closing: 'El cierre',
  // essay-writing
  'A clear opinion essay': 'Un ensayo de opinión claro',
  'Introduction: say what the question is about in your own words, then give your opinion in one sentence.':
    'Introducción: di con tus palabras de qué trata la pregunta, y luego da tu opinión en una frase.',
  'Body paragraph 1: your first reason, explained, with an example.':
    'Párrafo 1: tu primera razón, explicada, con un ejemplo.',
  'Body paragraph 2: your second reason, explained, with an example.':
    'Párrafo 2: tu segunda razón, explicada, con un ejemplo.',
  'Body paragraph 3: the other side of the argument, and why you still hold your opinion.':
    'Párrafo 3: la otra opinión, y por qué tú sigues pensando igual.',
  'Conclusion: repeat your opinion in new words and sum up your reasons. Add no new ideas.':
    'Conclusión: repite tu opinión con otras palabras y resume tus razones. No agregues ideas nuevas.',
  'Plan before you write: one line for each paragraph.': 'Haz un plan antes de escribir: una línea para cada párrafo.',
  'Start each body paragraph with a topic sentence that says its main idea.':
    'Empieza cada párrafo con una frase que diga su idea principal.',
  'Use examples from real life, your country or your own experience.':
    'Usa ejemplos de la vida real, de tu país o de tu propia experiencia.',
  'Do not copy the question: say it in your own words.': 'No copies la pregunta: dila con tus palabras.',
  'Leave time to check verbs, plurals and articles (a, an, the).':
    'Deja tiempo para revisar los verbos, los plurales y los artículos (a, an, the).',
  'Understand the question and plan': 'Entiende la pregunta y haz un plan',
  'Write the introduction': 'Escribe la introducción',
  'Write the body paragraphs': 'Escribe los párrafos',
  'Write the conclusion': 'Escribe la conclusión',
  'Check your essay': 'Revisa tu ensayo',
  'Giving your opinion': 'Dar tu opinión',
  'Adding reasons': 'Agregar razones',
  'Giving examples': 'Dar ejemplos',
  'The other side': 'La otra opinión',
  Concluding: 'Concluir',
  // formal-writing
  'A formal letter that gets results': 'Una carta formal que da resultados',
  "Your address and the date at the top, then the reader's name, title and address.":
    'Arriba, tu dirección y la fecha; luego el nombre, el cargo y la dirección del lector.',
  'Greeting: Dear Ms Okoro, / Dear Sir or Madam, if you do not know the name.':
    'Saludo: Dear Ms Okoro, / Dear Sir or Madam, si no sabes el nombre.',
  'Opening paragraph: say who you are and why you are writing, in one or two sentences.':
    'Primer párrafo: di quién eres y por qué escribes, en una o dos frases.',
  'Middle paragraphs: give the facts in order (what happened, when, what you have already done).':
    'Párrafos del medio: da los hechos en orden (qué pasó, cuándo, qué hiciste ya).',
  'Request: say clearly what you want the reader to do and by when.':
    'Pedido: di con claridad qué quieres que haga el lector y para cuándo.',
  'Closing: thank the reader, then Yours sincerely (name known) or Yours faithfully (name not known), and your full name.':
    'Cierre: da las gracias, luego Yours sincerely (si sabes el nombre) o Yours faithfully (si no lo sabes), y tu nombre completo.',
  "Use full forms: I am, I would, it is (not I'm, I'd, it's).":
    'Usa las formas largas: I am, I would, it is (no I’m, I’d, it’s).',
  'Keep a calm, polite tone, even when you complain.': 'Escribe con calma y amabilidad, también cuando te quejas.',
  'Give reference numbers, dates and amounts exactly.':
    'Da los números de referencia, las fechas y las cantidades exactas.',
  'One main idea in each paragraph.': 'Una idea principal en cada párrafo.',
  'Check that your request is easy to find and easy to answer.':
    'Revisa que tu pedido sea fácil de encontrar y fácil de responder.',
  'Read the task and list your points': 'Lee la tarea y haz una lista de tus ideas',
  'Write the letter': 'Escribe la carta',
  'Check tone, spelling and the closing': 'Revisa el tono, la ortografía y el cierre',
  Explaining: 'Explicar',
  Requesting: 'Pedir',
  // letter-writing
  'A warm personal letter': 'Una carta personal y cariñosa',
  'Greeting: Dear Maria, / Hi Tom, for a friend or a family member.':
    'Saludo: Dear Maria, / Hi Tom, para un amigo o alguien de la familia.',
  'Opening: ask how the reader is, or thank them for their last letter.':
    'Comienzo: pregunta cómo está el lector, o agradece su última carta.',
  'Main news: tell your news in order, with details that make it come alive.':
    'Noticias: cuenta tus noticias en orden, con detalles que les den vida.',
  'Answer or ask: reply to what the reader asked, or ask them questions.':
    'Responder o preguntar: responde lo que el lector preguntó, o hazle preguntas.',
  'Closing: a friendly wish, then Best wishes, / Love, / Take care, and your first name.':
    'Cierre: un buen deseo, luego Best wishes, / Love, / Take care, y tu nombre.',
  'Write as you would speak to this person: warm and natural.':
    'Escribe como le hablarías a esa persona: con cariño y de forma natural.',
  "Short forms are fine here: I'm, it's, we've.": 'Aquí puedes usar formas cortas: I’m, it’s, we’ve.',
  'Add one or two small details (a smell, a colour, a name) to make your news real.':
    'Agrega uno o dos detalles pequeños (un olor, un color, un nombre) para que tus noticias parezcan reales.',
  'Answer every question in the task.': 'Responde cada pregunta de la tarea.',
  'Finish with a question so the reader wants to write back.':
    'Termina con una pregunta para que el lector quiera responder.',
  'Read the task and note your news': 'Lee la tarea y anota tus noticias',
  'Read it again and correct': 'Léela otra vez y corrige',
  'Sharing news': 'Contar noticias',
  Asking: 'Preguntar',
  // report-writing
  'Describing a chart clearly': 'Describir un gráfico con claridad',
  'Introduction: say what the chart shows (what, where, when) in your own words.':
    'Introducción: di con tus palabras qué muestra el gráfico (qué, dónde, cuándo).',
  'Overview: in one or two sentences, give the main trends or the biggest differences. No small numbers here.':
    'Resumen: en una o dos frases, da las tendencias principales o las diferencias más grandes. Aquí no van números pequeños.',
  'Details 1: describe the most important figures, with numbers from the chart.':
    'Detalles 1: describe los datos más importantes, con números del gráfico.',
  'Details 2: compare the other figures, and point out anything surprising.':
    'Detalles 2: compara los otros datos y señala lo que sorprende.',
  'No opinion and no reasons that the chart does not show.': 'Sin opinión, y sin razones que el gráfico no muestra.',
  'Look at the chart for two minutes before you write: find the highest, the lowest and the biggest change.':
    'Mira el gráfico dos minutos antes de escribir: busca lo más alto, lo más bajo y el cambio más grande.',
  'Always give the unit: per cent, people, dollars.': 'Siempre di la unidad: por ciento, personas, dólares.',
  'Group similar items instead of listing every number.': 'Agrupa lo que se parece en vez de dar cada número.',
  'Use comparisons: more than, twice as many, the same as.':
    'Usa comparaciones: more than, twice as many, the same as.',
  'Check that every number you write matches the chart.':
    'Revisa que cada número que escribes sea igual al del gráfico.',
  'Study the chart and find the main features': 'Estudia el gráfico y busca lo principal',
  'Write the introduction and overview': 'Escribe la introducción y el resumen',
  'Write the details': 'Escribe los detalles',
  'Check numbers and language': 'Revisa los números y el idioma',
  Introducing: 'Presentar',
  Overview: 'Resumen',
  Comparing: 'Comparar',
  'Describing change': 'Describir cambios',
  // creative-writing: scoring
  'Ideas and imagination': 'Ideas e imaginación',
  'Does the piece create a clear, interesting moment?': '¿El texto crea un momento claro e interesante?',
  'A vivid, original moment that the reader can see and feel.':
    'Un momento vivo y original, que el lector puede ver y sentir.',
  'A clear moment with some fresh details.': 'Un momento claro, con algunos detalles nuevos.',
  'General ideas with few details.': 'Ideas generales, con pocos detalles.',
  Organisation: 'Organización',
  'Does the piece have a clear beginning, change and ending?':
    '¿El texto tiene un comienzo, un cambio y un final claros?',
  'A strong opening, a natural change and a memorable ending.':
    'Un comienzo fuerte, un cambio natural y un final que no se olvida.',
  'A clear beginning and ending; the middle is a little flat.':
    'Un comienzo y un final claros; el medio es un poco plano.',
  'No clear shape; the piece just stops.': 'No tiene una forma clara; el texto solo se corta.',
  'Word choice': 'Elección de palabras',
  'Are the words exact and full of colour?': '¿Las palabras son exactas y llenas de color?',
  'Precise, surprising words used naturally.': 'Palabras precisas y sorprendentes, usadas con naturalidad.',
  'Good words with some plain or repeated ones.': 'Buenas palabras, con algunas simples o repetidas.',
  'Very plain or repeated words.': 'Palabras muy simples o repetidas.',
  'Grammar and accuracy': 'Gramática y corrección',
  'Are the sentences correct, with some variety?': '¿Las frases son correctas y algo variadas?',
  'Almost no mistakes; sentence lengths vary for effect.':
    'Casi sin errores; frases de distinto largo para dar efecto.',
  'A few mistakes; some variety.': 'Algunos errores; algo de variedad.',
  'Many mistakes that confuse the picture.': 'Muchos errores que hacen confusa la imagen.',
  // email-writing: scoring
  'Task achievement': 'Respuesta a la tarea',
  'Does the e-mail do what the task asks, with every point covered?':
    '¿El correo hace lo que pide la tarea y trata todos los puntos?',
  'Covers every point fully and clearly. The purpose is obvious from the first lines.':
    'Trata todos los puntos, completos y claros. El objetivo se ve desde las primeras líneas.',
  'Covers every point, but one may need a little more detail.':
    'Trata todos los puntos, pero quizás uno necesita un poco más de detalle.',
  'Misses a point or is unclear about what the writer wants.':
    'Falta un punto, o no queda claro qué quiere quien escribe.',
  'Is the e-mail easy to follow, with a greeting, clear paragraphs and a closing?':
    '¿El correo es fácil de seguir, con saludo, párrafos claros y cierre?',
  'Every part is in the right place. Linking words guide the reader smoothly.':
    'Cada parte está en su lugar. Las palabras que unen ideas guían bien al lector.',
  'Clear paragraphs and a greeting and closing; a few links are missing.':
    'Párrafos claros, saludo y cierre; faltan algunas uniones entre ideas.',
  'One long paragraph, or a missing greeting or closing.': 'Un solo párrafo largo, o falta el saludo o el cierre.',
  'Vocabulary and tone': 'Vocabulario y tono',
  'Are the words right for the reader, polite and precise?':
    '¿Las palabras son adecuadas para el lector, amables y precisas?',
  'Precise, natural words and a polite tone all through.':
    'Palabras precisas y naturales, y un tono amable de principio a fin.',
  'Mostly precise and polite, with a few plain or repeated words.':
    'Casi siempre preciso y amable, con algunas palabras simples o repetidas.',
  'Words are vague or the tone sounds rude.': 'Las palabras son vagas, o el tono suena grosero.',
  'Are sentences correct, with a range of structures?': '¿Las frases son correctas y de distintos tipos?',
  'Almost no mistakes, and a good range of sentence types.': 'Casi sin errores, y buena variedad de tipos de frase.',
  'A few mistakes that do not stop understanding.': 'Algunos errores que no impiden entender.',
  'Frequent mistakes that make some sentences hard to understand.':
    'Errores frecuentes que hacen difíciles de entender algunas frases.',
  // essay-writing: scoring
  'Task response': 'Respuesta a la pregunta',
  'Does the essay answer the question with a clear opinion and developed reasons?':
    '¿El ensayo responde a la pregunta con una opinión clara y razones explicadas?',
  'A clear position all through, with well-developed reasons and relevant examples.':
    'Una opinión clara de principio a fin, con razones bien explicadas y ejemplos que vienen al caso.',
  'A clear position with reasons; some ideas need more development.':
    'Una opinión clara con razones; algunas ideas necesitan más explicación.',
  'The position is unclear or ideas are not developed.': 'La opinión no es clara, o las ideas no están explicadas.',
  'Coherence and cohesion': 'Orden y unión de las ideas',
  'Is the essay logically organised, with paragraphs and linking words?':
    '¿El ensayo tiene un orden lógico, con párrafos y palabras que unen ideas?',
  'Ideas flow naturally; paragraphs and links are used skilfully.':
    'Las ideas siguen de forma natural; los párrafos y las uniones están bien usados.',
  'Clear paragraphs and a range of linking words, sometimes overused.':
    'Párrafos claros y varias palabras que unen ideas, a veces usadas de más.',
  'Some organisation, but links are missing, repeated or wrong.':
    'Hay algo de orden, pero las uniones faltan, se repiten o están mal.',
  'Lexical resource': 'Vocabulario',
  'Is there a range of words used precisely?': '¿Hay palabras variadas, usadas con precisión?',
  'Wide, precise and natural vocabulary.': 'Un vocabulario amplio, preciso y natural.',
  'Enough range, with some less common words and a few errors.':
    'Variedad suficiente, con algunas palabras menos comunes y algunos errores.',
  'Limited words, often repeated; errors can confuse.':
    'Pocas palabras, muchas veces repetidas; los errores pueden confundir.',
  'Grammatical range and accuracy': 'Variedad y corrección de la gramática',
  'Are there varied sentence structures with few errors?': '¿Las frases son variadas y tienen pocos errores?',
  'A wide range of structures, almost error-free.': 'Muchos tipos de frase, casi sin errores.',
  'A mix of simple and complex sentences; some errors.': 'Frases simples y complejas; algunos errores.',
  'Mostly simple sentences; frequent errors.': 'Casi solo frases simples; errores frecuentes.',
  // formal-writing: scoring
  'Does the letter cover every point and make its purpose clear?':
    '¿La carta trata todos los puntos y deja claro su objetivo?',
  'Every point is covered with the right detail; the purpose is clear from the first sentence.':
    'Cada punto está tratado con los detalles justos; el objetivo se ve desde la primera frase.',
  'Every point is covered; one needs a little more detail.':
    'Todos los puntos están tratados; uno necesita un poco más de detalle.',
  'A point is missing or the purpose is unclear.': 'Falta un punto, o el objetivo no está claro.',
  'Organisation and layout': 'Organización y formato',
  'Is the letter laid out and ordered like a formal letter?':
    '¿La carta tiene la forma y el orden de una carta formal?',
  'Correct layout, clear paragraphs and smooth links between ideas.':
    'Formato correcto, párrafos claros y buena unión entre las ideas.',
  'Clear paragraphs and a correct greeting and closing; a few links are missing.':
    'Párrafos claros, saludo y cierre correctos; faltan algunas uniones.',
  'Weak paragraphing or a wrong greeting or closing.': 'Párrafos mal hechos, o un saludo o cierre equivocado.',
  'Formal vocabulary and tone': 'Vocabulario y tono formales',
  'Are the words formal, precise and polite?': '¿Las palabras son formales, precisas y amables?',
  'Precise formal words and a consistently polite tone.': 'Palabras formales y precisas, y un tono siempre amable.',
  'Mostly formal; a few informal or repeated words.': 'Casi siempre formal; algunas palabras informales o repetidas.',
  'Informal or rude in places.': 'Informal o grosero en algunas partes.',
  'Are the sentences correct and varied?': '¿Las frases son correctas y variadas?',
  'Almost no mistakes; a good range of sentence types.': 'Casi sin errores; buena variedad de tipos de frase.',
  'Some mistakes that do not stop understanding.': 'Algunos errores que no impiden entender.',
  'Frequent mistakes that make parts hard to follow.':
    'Errores frecuentes que hacen difíciles de seguir algunas partes.',
  // letter-writing: scoring
  'Does the letter answer every part of the task for this reader?':
    '¿La carta responde a cada parte de la tarea, para este lector?',
  'Every part is answered with lively detail; the reader is clearly in mind.':
    'Cada parte tiene respuesta, con detalles vivos; se nota que se piensa en el lector.',
  'Every part is answered; some details are thin.': 'Cada parte tiene respuesta; algunos detalles son pobres.',
  'A part of the task is missing.': 'Falta una parte de la tarea.',
  'Is the letter easy to follow from greeting to closing?': '¿La carta es fácil de seguir, del saludo al cierre?',
  'Natural order, clear paragraphs, smooth links.': 'Orden natural, párrafos claros, buenas uniones.',
  'Clear paragraphs with a greeting and closing.': 'Párrafos claros, con saludo y cierre.',
  'No paragraphs, or the closing is missing.': 'No hay párrafos, o falta el cierre.',
  'Tone and vocabulary': 'Tono y vocabulario',
  'Is the tone friendly and right for the reader, with varied words?':
    '¿El tono es amistoso y adecuado para el lector, con palabras variadas?',
  'Warm, natural tone and vivid, varied words.': 'Tono cálido y natural, y palabras vivas y variadas.',
  'Friendly tone; words are sometimes plain or repeated.':
    'Tono amistoso; las palabras a veces son simples o repetidas.',
  'The tone is too formal or cold for a friend.': 'El tono es demasiado formal o frío para un amigo.',
  'Are the sentences correct, with past and future forms used well?':
    '¿Las frases son correctas, con el pasado y el futuro bien usados?',
  'Almost no mistakes; tenses used confidently.': 'Casi sin errores; los tiempos verbales se usan con seguridad.',
  'Frequent mistakes that confuse the reader.': 'Errores frecuentes que confunden al lector.',
  // report-writing: scoring
  'Does the report give an overview and the key figures accurately?':
    '¿El informe da un resumen y los datos principales sin errores?',
  'A clear overview and well-chosen, accurate figures.': 'Un resumen claro y datos bien elegidos y exactos.',
  'An overview is present; most key figures are given.': 'Hay un resumen; están casi todos los datos principales.',
  'No clear overview, or figures are missing or wrong.': 'No hay un resumen claro, o faltan datos o están mal.',
  'Are the figures grouped and compared in a logical order?':
    '¿Los datos están agrupados y comparados en un orden lógico?',
  'Logical grouping and smooth comparisons.': 'Grupos lógicos y comparaciones fáciles de seguir.',
  'Clear paragraphs; some comparisons are mechanical.': 'Párrafos claros; algunas comparaciones son mecánicas.',
  'Numbers are listed with little order.': 'Los números están en lista, casi sin orden.',
  'Is there a range of words for numbers, trends and comparisons?':
    '¿Hay palabras variadas para números, tendencias y comparaciones?',
  'Precise, varied words for data.': 'Palabras precisas y variadas para los datos.',
  'Enough range with some repetition.': 'Variedad suficiente, con algunas repeticiones.',
  'Very limited words; errors confuse meaning.': 'Muy pocas palabras; los errores confunden el sentido.',
  'Are comparisons and tenses correct?': '¿Las comparaciones y los tiempos verbales son correctos?',
  'Accurate comparatives and tenses throughout.': 'Comparativos y tiempos verbales correctos de principio a fin.',
  'Some errors in comparisons or tenses.': 'Algunos errores en comparaciones o tiempos verbales.',
  'Frequent errors that make figures unclear.': 'Errores frecuentes que hacen poco claros los datos.',
};
