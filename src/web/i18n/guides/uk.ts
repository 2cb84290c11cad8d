// The writing guides' instructions in plain Ukrainian (guides/index.ts says why and how).
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
};
