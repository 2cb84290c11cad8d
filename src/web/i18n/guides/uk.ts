// The writing guides' instructions and scoring guide in plain Ukrainian (guides/index.ts says why and how).
import type { GuideSentences } from './sentences.ts';

export const guideUk: GuideSentences = {
  // creative-writing
  'A short piece that paints a picture': 'Короткий текст, який малює картину',
  'Start in the moment: put the reader in a place and a time with one strong sentence.':
    'Почніть із самого моменту: одним сильним реченням покажіть читачеві місце і час.',
  'Use the senses: what can you see, hear, smell, taste or touch?':
    'Використайте відчуття: що можна побачити, почути, понюхати, скуштувати чи торкнутися?',
  'Show a small change: something happens, or a feeling grows.':
    'Покажіть маленьку зміну: щось стається або почуття росте.',
  'End with an image or a thought that stays with the reader.':
    'Закінчіть образом або думкою, яка залишиться з читачем.',
  'Choose one small moment, not a whole life story.': 'Виберіть один маленький момент, а не історію всього життя.',
  "Use exact words: 'a red wool scarf' is better than 'nice clothes'.":
    'Пишіть точні слова: «a red wool scarf» краще, ніж «nice clothes».',
  'Mix short and long sentences to give your writing rhythm.': 'Поєднуйте короткі й довгі речення, щоб текст мав ритм.',
  'Keep to the word limit: 100 to 150 words. Every word should help.':
    'Тримайтеся довжини: від 100 до 150 слів. Кожне слово має бути корисним.',
  'Read your piece aloud in your head. Change what sounds heavy.':
    'Прочитайте текст уголос у думках. Змініть те, що звучить важко.',
  'Choose your moment and collect words': 'Виберіть момент і зберіть слова',
  'Write a first draft': 'Напишіть першу чернетку',
  'Cut, improve words and check': 'Скоротіть, покращте слова й перевірте',
  'Setting the scene': 'Місце дії',
  'The senses': 'Відчуття',
  Feelings: 'Почуття',
  Endings: 'Кінцівка',
  // email-writing
  'A clear, polite e-mail': 'Зрозумілий і ввічливий лист електронною поштою',
  'Subject line: say what the e-mail is about in a few words.': 'Тема: кількома словами скажіть, про що лист.',
  "Greeting: use the person's name if you know it (Dear Ms Patel, / Hello Mr Okafor,).":
    'Привітання: напишіть ім’я людини, якщо знаєте його (Dear Ms Patel, / Hello Mr Okafor,).',
  'First sentence: say who you are and why you are writing.': 'Перше речення: скажіть, хто ви і чому пишете.',
  'Details: give the facts the reader needs (what, when, where), one idea in each short paragraph.':
    'Подробиці: дайте читачеві потрібні факти (що, коли, де), одна думка в кожному короткому абзаці.',
  'Request: say clearly what you would like the reader to do, and by when.':
    'Прохання: ясно скажіть, що читач має зробити і до якого часу.',
  'Closing: thank the reader, add a polite ending and your full name.':
    'Кінець: подякуйте читачеві, додайте ввічливе завершення і своє повне ім’я.',
  'Write the subject line last, when you know exactly what the e-mail says.':
    'Тему пишіть останньою, коли точно знаєте, про що лист.',
  'Keep paragraphs short: two or three sentences each.': 'Пишіть короткі абзаци: по два-три речення.',
  'Use polite questions (Could you...? Would it be possible...?) instead of orders.':
    'Замість наказів ставте ввічливі запитання (Could you...? Would it be possible...?).',
  'Give dates, times and numbers exactly, so the reader does not need to ask.':
    'Пишіть дати, час і числа точно, щоб читачеві не треба було перепитувати.',
  'Read your e-mail once more before you send it. Check names and spelling.':
    'Перед відправленням прочитайте лист ще раз. Перевірте імена й правопис.',
  'Read the task and plan your points': 'Прочитайте завдання і сплануйте думки',
  'Write the e-mail': 'Напишіть лист',
  'Check spelling, grammar and tone': 'Перевірте правопис, граматику і тон',
  Opening: 'Початок',
  'Giving details': 'Подробиці',
  'Asking politely': 'Ввічливе прохання',
  Closing: 'Кінець',
  // essay-writing
  'A clear opinion essay': 'Зрозуміле есе з вашою думкою',
  'Introduction: say what the question is about in your own words, then give your opinion in one sentence.':
    'Вступ: своїми словами скажіть, про що питання, потім одним реченням дайте свою думку.',
  'Body paragraph 1: your first reason, explained, with an example.':
    'Абзац 1: ваша перша причина, з поясненням і прикладом.',
  'Body paragraph 2: your second reason, explained, with an example.':
    'Абзац 2: ваша друга причина, з поясненням і прикладом.',
  'Body paragraph 3: the other side of the argument, and why you still hold your opinion.':
    'Абзац 3: інша думка, і чому ви все одно залишаєтеся при своїй.',
  'Conclusion: repeat your opinion in new words and sum up your reasons. Add no new ideas.':
    'Висновок: повторіть свою думку іншими словами й коротко назвіть причини. Нових думок не додавайте.',
  'Plan before you write: one line for each paragraph.': 'Складіть план перед письмом: один рядок на кожен абзац.',
  'Start each body paragraph with a topic sentence that says its main idea.':
    'Починайте кожен абзац реченням, яке називає його головну думку.',
  'Use examples from real life, your country or your own experience.':
    'Беріть приклади з життя, зі своєї країни або з власного досвіду.',
  'Do not copy the question: say it in your own words.': 'Не переписуйте питання: скажіть його своїми словами.',
  'Leave time to check verbs, plurals and articles (a, an, the).':
    'Залиште час, щоб перевірити дієслова, множину й артиклі (a, an, the).',
  'Understand the question and plan': 'Зрозумійте питання і складіть план',
  'Write the introduction': 'Напишіть вступ',
  'Write the body paragraphs': 'Напишіть основні абзаци',
  'Write the conclusion': 'Напишіть висновок',
  'Check your essay': 'Перевірте есе',
  'Giving your opinion': 'Ваша думка',
  'Adding reasons': 'Причини',
  'Giving examples': 'Приклади',
  'The other side': 'Інша думка',
  Concluding: 'Висновок',
  // formal-writing
  'A formal letter that gets results': 'Офіційний лист, який дає результат',
  "Your address and the date at the top, then the reader's name, title and address.":
    'Угорі ваша адреса й дата, потім ім’я, посада й адреса читача.',
  'Greeting: Dear Ms Okoro, / Dear Sir or Madam, if you do not know the name.':
    'Привітання: Dear Ms Okoro, / Dear Sir or Madam, якщо ви не знаєте імені.',
  'Opening paragraph: say who you are and why you are writing, in one or two sentences.':
    'Перший абзац: одним-двома реченнями скажіть, хто ви і чому пишете.',
  'Middle paragraphs: give the facts in order (what happened, when, what you have already done).':
    'Середні абзаци: дайте факти по порядку (що сталося, коли, що ви вже зробили).',
  'Request: say clearly what you want the reader to do and by when.':
    'Прохання: ясно скажіть, що читач має зробити і до якого часу.',
  'Closing: thank the reader, then Yours sincerely (name known) or Yours faithfully (name not known), and your full name.':
    'Кінець: подякуйте читачеві, потім Yours sincerely (ім’я відоме) або Yours faithfully (ім’я невідоме) і ваше повне ім’я.',
  "Use full forms: I am, I would, it is (not I'm, I'd, it's).":
    'Пишіть повні форми: I am, I would, it is (а не I’m, I’d, it’s).',
  'Keep a calm, polite tone, even when you complain.': 'Пишіть спокійно й ввічливо, навіть коли скаржитеся.',
  'Give reference numbers, dates and amounts exactly.': 'Точно пишіть номери справ, дати й суми.',
  'One main idea in each paragraph.': 'Одна головна думка в кожному абзаці.',
  'Check that your request is easy to find and easy to answer.':
    'Перевірте, що ваше прохання легко знайти і на нього легко відповісти.',
  'Read the task and list your points': 'Прочитайте завдання і запишіть свої думки',
  'Write the letter': 'Напишіть лист',
  'Check tone, spelling and the closing': 'Перевірте тон, правопис і кінець листа',
  Explaining: 'Пояснення',
  Requesting: 'Прохання',
  // letter-writing
  'A warm personal letter': 'Теплий особистий лист',
  'Greeting: Dear Maria, / Hi Tom, for a friend or a family member.':
    'Привітання: Dear Maria, / Hi Tom, для друга чи когось із родини.',
  'Opening: ask how the reader is, or thank them for their last letter.':
    'Початок: запитайте, як справи в читача, або подякуйте за останній лист.',
  'Main news: tell your news in order, with details that make it come alive.':
    'Новини: розкажіть свої новини по порядку, з подробицями, які їх оживлять.',
  'Answer or ask: reply to what the reader asked, or ask them questions.':
    'Відповідь або запитання: відповідайте на запитання читача або запитайте його самі.',
  'Closing: a friendly wish, then Best wishes, / Love, / Take care, and your first name.':
    'Кінець: дружнє побажання, потім Best wishes, / Love, / Take care, і ваше ім’я.',
  'Write as you would speak to this person: warm and natural.':
    'Пишіть так, як говорите з цією людиною: тепло й просто.',
  "Short forms are fine here: I'm, it's, we've.": 'Тут можна писати короткі форми: I’m, it’s, we’ve.',
  'Add one or two small details (a smell, a colour, a name) to make your news real.':
    'Додайте одну-дві дрібниці (запах, колір, ім’я), щоб новини були живими.',
  'Answer every question in the task.': 'Відповідайте на кожне запитання завдання.',
  'Finish with a question so the reader wants to write back.':
    'Закінчіть запитанням, щоб читачеві захотілося відповісти.',
  'Read the task and note your news': 'Прочитайте завдання й запишіть свої новини',
  'Read it again and correct': 'Прочитайте ще раз і виправте',
  'Sharing news': 'Новини',
  Asking: 'Запитання',
  // report-writing
  'Describing a chart clearly': 'Зрозумілий опис діаграми',
  'Introduction: say what the chart shows (what, where, when) in your own words.':
    'Вступ: своїми словами скажіть, що показує діаграма (що, де, коли).',
  'Overview: in one or two sentences, give the main trends or the biggest differences. No small numbers here.':
    'Загальний огляд: одним-двома реченнями назвіть головні тенденції або найбільші різниці. Без дрібних чисел.',
  'Details 1: describe the most important figures, with numbers from the chart.':
    'Подробиці 1: опишіть найважливіші дані з числами з діаграми.',
  'Details 2: compare the other figures, and point out anything surprising.':
    'Подробиці 2: порівняйте інші дані й покажіть, що дивує.',
  'No opinion and no reasons that the chart does not show.': 'Без своєї думки й без причин, яких діаграма не показує.',
  'Look at the chart for two minutes before you write: find the highest, the lowest and the biggest change.':
    'Перед письмом дві хвилини дивіться на діаграму: знайдіть найвище, найнижче і найбільшу зміну.',
  'Always give the unit: per cent, people, dollars.': 'Завжди пишіть одиницю: відсотки, люди, долари.',
  'Group similar items instead of listing every number.': 'Об’єднуйте схоже замість того, щоб називати кожне число.',
  'Use comparisons: more than, twice as many, the same as.': 'Порівнюйте: more than, twice as many, the same as.',
  'Check that every number you write matches the chart.': 'Перевірте, що кожне ваше число таке, як на діаграмі.',
  'Study the chart and find the main features': 'Роздивіться діаграму й знайдіть головне',
  'Write the introduction and overview': 'Напишіть вступ і загальний огляд',
  'Write the details': 'Напишіть подробиці',
  'Check numbers and language': 'Перевірте числа й мову',
  Introducing: 'Вступ',
  Overview: 'Загальний огляд',
  Comparing: 'Порівняння',
  'Describing change': 'Опис змін',
  // creative-writing: scoring
  'Ideas and imagination': 'Ідеї та уява',
  'Does the piece create a clear, interesting moment?': 'Чи створює текст чіткий і цікавий момент?',
  'A vivid, original moment that the reader can see and feel.':
    'Живий, оригінальний момент, який читач може побачити й відчути.',
  'A clear moment with some fresh details.': 'Чіткий момент і кілька свіжих подробиць.',
  'General ideas with few details.': 'Загальні ідеї, мало подробиць.',
  Organisation: 'Будова тексту',
  'Does the piece have a clear beginning, change and ending?': 'Чи має текст чіткий початок, зміну й кінець?',
  'A strong opening, a natural change and a memorable ending.':
    'Сильний початок, природна зміна і кінець, який запам’ятовується.',
  'A clear beginning and ending; the middle is a little flat.': 'Чіткий початок і кінець; середина трохи млява.',
  'No clear shape; the piece just stops.': 'Немає чіткої форми; текст просто обривається.',
  'Word choice': 'Вибір слів',
  'Are the words exact and full of colour?': 'Чи слова точні й яскраві?',
  'Precise, surprising words used naturally.': 'Точні, несподівані слова, вжиті природно.',
  'Good words with some plain or repeated ones.': 'Добрі слова, але деякі прості або повторені.',
  'Very plain or repeated words.': 'Дуже прості або повторені слова.',
  'Grammar and accuracy': 'Граматика і точність',
  'Are the sentences correct, with some variety?': 'Чи речення правильні й трохи різноманітні?',
  'Almost no mistakes; sentence lengths vary for effect.': 'Майже без помилок; довжина речень змінюється для ефекту.',
  'A few mistakes; some variety.': 'Кілька помилок; трохи різноманітності.',
  'Many mistakes that confuse the picture.': 'Багато помилок, через які картина стає неясною.',
  // email-writing: scoring
  'Task achievement': 'Виконання завдання',
  'Does the e-mail do what the task asks, with every point covered?':
    'Чи лист робить те, що просить завдання, і чи є в ньому всі пункти?',
  'Covers every point fully and clearly. The purpose is obvious from the first lines.':
    'Усі пункти розкрито повно й ясно. Мету видно з перших рядків.',
  'Covers every point, but one may need a little more detail.': 'Усі пункти є, але одному, можливо, бракує подробиць.',
  'Misses a point or is unclear about what the writer wants.': 'Бракує пункту, або незрозуміло, чого хоче автор.',
  'Is the e-mail easy to follow, with a greeting, clear paragraphs and a closing?':
    'Чи лист легко читати: чи є привітання, чіткі абзаци й кінець?',
  'Every part is in the right place. Linking words guide the reader smoothly.':
    'Кожна частина на своєму місці. Слова, що поєднують думки, легко ведуть читача.',
  'Clear paragraphs and a greeting and closing; a few links are missing.':
    'Чіткі абзаци, привітання й кінець; бракує кількох зв’язків між думками.',
  'One long paragraph, or a missing greeting or closing.': 'Один довгий абзац, або немає привітання чи кінця.',
  'Vocabulary and tone': 'Слова і тон',
  'Are the words right for the reader, polite and precise?': 'Чи слова підходять читачеві, чи вони ввічливі й точні?',
  'Precise, natural words and a polite tone all through.':
    'Точні, природні слова й ввічливий тон від початку до кінця.',
  'Mostly precise and polite, with a few plain or repeated words.':
    'Здебільшого точно й ввічливо, з кількома простими або повтореними словами.',
  'Words are vague or the tone sounds rude.': 'Слова нечіткі, або тон звучить грубо.',
  'Are sentences correct, with a range of structures?': 'Чи речення правильні й різні за будовою?',
  'Almost no mistakes, and a good range of sentence types.': 'Майже без помилок, і речення різних типів.',
  'A few mistakes that do not stop understanding.': 'Кілька помилок, які не заважають зрозуміти.',
  'Frequent mistakes that make some sentences hard to understand.':
    'Часті помилки, через які деякі речення важко зрозуміти.',
  // essay-writing: scoring
  'Task response': 'Відповідь на питання',
  'Does the essay answer the question with a clear opinion and developed reasons?':
    'Чи есе відповідає на питання чіткою думкою й поясненими причинами?',
  'A clear position all through, with well-developed reasons and relevant examples.':
    'Чітка думка від початку до кінця, добре пояснені причини й доречні приклади.',
  'A clear position with reasons; some ideas need more development.':
    'Чітка думка з причинами; деякі ідеї треба пояснити більше.',
  'The position is unclear or ideas are not developed.': 'Думка нечітка, або ідеї не пояснено.',
  'Coherence and cohesion': 'Логіка і зв’язність тексту',
  'Is the essay logically organised, with paragraphs and linking words?':
    'Чи есе має логічний порядок, абзаци й слова, що поєднують думки?',
  'Ideas flow naturally; paragraphs and links are used skilfully.':
    'Думки природно йдуть одна за одною; абзаци й зв’язки вжито вміло.',
  'Clear paragraphs and a range of linking words, sometimes overused.':
    'Чіткі абзаци й різні слова, що поєднують думки, але іноді їх забагато.',
  'Some organisation, but links are missing, repeated or wrong.':
    'Певний порядок є, але зв’язків бракує, вони повторюються або неправильні.',
  'Lexical resource': 'Словниковий запас',
  'Is there a range of words used precisely?': 'Чи є різні слова, вжиті точно?',
  'Wide, precise and natural vocabulary.': 'Багатий, точний і природний словниковий запас.',
  'Enough range, with some less common words and a few errors.':
    'Достатньо різних слів, кілька рідших слів і кілька помилок.',
  'Limited words, often repeated; errors can confuse.': 'Мало слів, вони часто повторюються; помилки можуть заплутати.',
  'Grammatical range and accuracy': 'Різноманітність і точність граматики',
  'Are there varied sentence structures with few errors?': 'Чи речення різні за будовою і чи мало в них помилок?',
  'A wide range of structures, almost error-free.': 'Дуже різна будова речень, майже без помилок.',
  'A mix of simple and complex sentences; some errors.': 'Прості й складні речення разом; деякі помилки.',
  'Mostly simple sentences; frequent errors.': 'Здебільшого прості речення; часті помилки.',
  // formal-writing: scoring
  'Does the letter cover every point and make its purpose clear?':
    'Чи лист охоплює всі пункти і чи зрозуміла його мета?',
  'Every point is covered with the right detail; the purpose is clear from the first sentence.':
    'Кожен пункт розкрито з потрібними подробицями; мета ясна з першого речення.',
  'Every point is covered; one needs a little more detail.': 'Усі пункти є; одному бракує трохи подробиць.',
  'A point is missing or the purpose is unclear.': 'Бракує пункту, або мета незрозуміла.',
  'Organisation and layout': 'Будова і вигляд листа',
  'Is the letter laid out and ordered like a formal letter?': 'Чи має лист вигляд і порядок офіційного листа?',
  'Correct layout, clear paragraphs and smooth links between ideas.':
    'Правильний вигляд, чіткі абзаци й плавні зв’язки між думками.',
  'Clear paragraphs and a correct greeting and closing; a few links are missing.':
    'Чіткі абзаци, правильні привітання й кінець; бракує кількох зв’язків.',
  'Weak paragraphing or a wrong greeting or closing.': 'Слабкий поділ на абзаци або неправильне привітання чи кінець.',
  'Formal vocabulary and tone': 'Офіційні слова і тон',
  'Are the words formal, precise and polite?': 'Чи слова офіційні, точні й ввічливі?',
  'Precise formal words and a consistently polite tone.': 'Точні офіційні слова й завжди ввічливий тон.',
  'Mostly formal; a few informal or repeated words.': 'Здебільшого офіційно; кілька неофіційних або повторених слів.',
  'Informal or rude in places.': 'Місцями неофіційно або грубо.',
  'Are the sentences correct and varied?': 'Чи речення правильні й різноманітні?',
  'Almost no mistakes; a good range of sentence types.': 'Майже без помилок; речення різних типів.',
  'Some mistakes that do not stop understanding.': 'Деякі помилки, які не заважають зрозуміти.',
  'Frequent mistakes that make parts hard to follow.': 'Часті помилки, через які деякі частини важко зрозуміти.',
  // letter-writing: scoring
  'Does the letter answer every part of the task for this reader?':
    'Чи лист відповідає на кожну частину завдання для цього читача?',
  'Every part is answered with lively detail; the reader is clearly in mind.':
    'На кожну частину є відповідь із живими подробицями; видно, що автор думає про читача.',
  'Every part is answered; some details are thin.': 'На кожну частину є відповідь; деяких подробиць замало.',
  'A part of the task is missing.': 'Бракує частини завдання.',
  'Is the letter easy to follow from greeting to closing?': 'Чи лист легко читати від привітання до кінця?',
  'Natural order, clear paragraphs, smooth links.': 'Природний порядок, чіткі абзаци, плавні зв’язки.',
  'Clear paragraphs with a greeting and closing.': 'Чіткі абзаци з привітанням і кінцем.',
  'No paragraphs, or the closing is missing.': 'Немає абзаців, або бракує кінця.',
  'Tone and vocabulary': 'Тон і слова',
  'Is the tone friendly and right for the reader, with varied words?':
    'Чи тон дружній і підходить читачеві, чи слова різноманітні?',
  'Warm, natural tone and vivid, varied words.': 'Теплий, природний тон і яскраві, різноманітні слова.',
  'Friendly tone; words are sometimes plain or repeated.': 'Дружній тон; слова іноді прості або повторені.',
  'The tone is too formal or cold for a friend.': 'Тон занадто офіційний або холодний для друга.',
  'Are the sentences correct, with past and future forms used well?':
    'Чи речення правильні й чи добре вжито минулий і майбутній час?',
  'Almost no mistakes; tenses used confidently.': 'Майже без помилок; часи дієслів вжито впевнено.',
  'Frequent mistakes that confuse the reader.': 'Часті помилки, які заплутують читача.',
  // report-writing: scoring
  'Does the report give an overview and the key figures accurately?':
    'Чи звіт дає загальний огляд і точно називає головні дані?',
  'A clear overview and well-chosen, accurate figures.': 'Чіткий загальний огляд і добре вибрані, точні дані.',
  'An overview is present; most key figures are given.': 'Загальний огляд є; більшість головних даних названо.',
  'No clear overview, or figures are missing or wrong.':
    'Немає чіткого загального огляду, або даних бракує чи вони неправильні.',
  'Are the figures grouped and compared in a logical order?': 'Чи дані згруповано й порівняно в логічному порядку?',
  'Logical grouping and smooth comparisons.': 'Логічні групи й плавні порівняння.',
  'Clear paragraphs; some comparisons are mechanical.': 'Чіткі абзаци; деякі порівняння механічні.',
  'Numbers are listed with little order.': 'Числа просто перелічено, майже без порядку.',
  'Is there a range of words for numbers, trends and comparisons?':
    'Чи є різні слова для чисел, тенденцій і порівнянь?',
  'Precise, varied words for data.': 'Точні, різноманітні слова для даних.',
  'Enough range with some repetition.': 'Достатньо різних слів, є кілька повторів.',
  'Very limited words; errors confuse meaning.': 'Дуже мало слів; помилки заплутують зміст.',
  'Are comparisons and tenses correct?': 'Чи правильні порівняння й часи дієслів?',
  'Accurate comparatives and tenses throughout.': 'Правильні ступені порівняння й часи від початку до кінця.',
  'Some errors in comparisons or tenses.': 'Деякі помилки в порівняннях або часах.',
  'Frequent errors that make figures unclear.': 'Часті помилки, через які дані незрозумілі.',
};
