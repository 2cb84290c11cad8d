// The writing guides' instructions in plain Persian (guides/index.ts says why and how).
// English examples stay English (docs/translation/glossary-fa.md).
import type { GuideSentences } from './sentences.ts';

export const guideFa: GuideSentences = {
  // creative-writing
  'A short piece that paints a picture': 'یک متن کوتاه که تصویری می‌سازد',
  'Start in the moment: put the reader in a place and a time with one strong sentence.':
    'از خودِ آن لحظه شروع کنید: با یک جملهٔ قوی، خواننده را در یک جا و یک زمان بگذارید.',
  'Use the senses: what can you see, hear, smell, taste or touch?':
    'از حس‌ها استفاده کنید: چه می‌بینید، می‌شنوید، بو می‌کنید، می‌چشید یا لمس می‌کنید؟',
  'Show a small change: something happens, or a feeling grows.':
    'یک تغییر کوچک نشان دهید: اتفاقی می‌افتد، یا احساسی بزرگ‌تر می‌شود.',
  'End with an image or a thought that stays with the reader.':
    'با یک تصویر یا یک فکر تمام کنید که در ذهن خواننده بماند.',
  'Choose one small moment, not a whole life story.': 'یک لحظهٔ کوچک را انتخاب کنید، نه داستان یک زندگی کامل را.',
  "Use exact words: 'a red wool scarf' is better than 'nice clothes'.":
    'کلمه‌های دقیق بنویسید: «a red wool scarf» بهتر از «nice clothes» است.',
  'Mix short and long sentences to give your writing rhythm.':
    'جمله‌های کوتاه و بلند را با هم بیاورید تا نوشته‌تان ریتم داشته باشد.',
  'Keep to the word limit: 100 to 150 words. Every word should help.':
    'اندازهٔ متن را نگه دارید: ۱۰۰ تا ۱۵۰ کلمه. هر کلمه باید به کار بیاید.',
  'Read your piece aloud in your head. Change what sounds heavy.':
    'متن‌تان را در ذهن بلند بخوانید. هر جا سنگین است، آن را عوض کنید.',
  'Choose your moment and collect words': 'لحظه را انتخاب کنید و کلمه جمع کنید',
  'Write a first draft': 'پیش‌نویس اول را بنویسید',
  'Cut, improve words and check': 'کوتاه کنید، کلمه‌ها را بهتر کنید و بازبینی کنید',
  'Setting the scene': 'ساختن صحنه',
  'The senses': 'حس‌ها',
  Feelings: 'احساس‌ها',
  Endings: 'پایان',
  // email-writing
  'A clear, polite e-mail': 'یک ایمیل روشن و مؤدبانه',
  'Subject line: say what the e-mail is about in a few words.': 'موضوع: در چند کلمه بگویید ایمیل دربارهٔ چیست.',
  "Greeting: use the person's name if you know it (Dear Ms Patel, / Hello Mr Okafor,).":
    'سلام: اگر نام شخص را می‌دانید، آن را بنویسید (Dear Ms Patel, / Hello Mr Okafor,).',
  'First sentence: say who you are and why you are writing.': 'جملهٔ اول: بگویید کی هستید و چرا می‌نویسید.',
  'Details: give the facts the reader needs (what, when, where), one idea in each short paragraph.':
    'جزئیات: چیزهایی را که خواننده لازم دارد بگویید (چه، کی، کجا)، در هر بند کوتاه یک فکر.',
  'Request: say clearly what you would like the reader to do, and by when.':
    'درخواست: روشن بگویید از خواننده چه می‌خواهید و تا کی.',
  'Closing: thank the reader, add a polite ending and your full name.':
    'پایان: از خواننده تشکر کنید، یک جملهٔ پایانی مؤدبانه و نام کامل‌تان را بنویسید.',
  'Write the subject line last, when you know exactly what the e-mail says.':
    'موضوع را آخر از همه بنویسید، وقتی دقیق می‌دانید ایمیل چه می‌گوید.',
  'Keep paragraphs short: two or three sentences each.': 'بندها را کوتاه نگه دارید: هر کدام دو یا سه جمله.',
  'Use polite questions (Could you...? Would it be possible...?) instead of orders.':
    'به‌جای دستور دادن، مؤدبانه بپرسید (Could you...? Would it be possible...?).',
  'Give dates, times and numbers exactly, so the reader does not need to ask.':
    'تاریخ، ساعت و عددها را دقیق بنویسید تا خواننده لازم نباشد بپرسد.',
  'Read your e-mail once more before you send it. Check names and spelling.':
    'پیش از فرستادن، ایمیل را یک بار دیگر بخوانید. نام‌ها و املا را بازبینی کنید.',
  'Read the task and plan your points': 'تکلیف را بخوانید و نکته‌هایتان را برنامه‌ریزی کنید',
  'Write the e-mail': 'ایمیل را بنویسید',
  'Check spelling, grammar and tone': 'املا، دستور زبان و لحن را بازبینی کنید',
  Opening: 'شروع',
  'Giving details': 'گفتن جزئیات',
  'Asking politely': 'مؤدبانه خواستن',
  Closing: 'پایان',
  // essay-writing
  'A clear opinion essay': 'یک انشای روشن دربارهٔ نظر شما',
  'Introduction: say what the question is about in your own words, then give your opinion in one sentence.':
    'مقدمه: با کلمه‌های خودتان بگویید سؤال دربارهٔ چیست، بعد نظرتان را در یک جمله بگویید.',
  'Body paragraph 1: your first reason, explained, with an example.': 'بند ۱: دلیل اول شما، با توضیح و یک مثال.',
  'Body paragraph 2: your second reason, explained, with an example.': 'بند ۲: دلیل دوم شما، با توضیح و یک مثال.',
  'Body paragraph 3: the other side of the argument, and why you still hold your opinion.':
    'بند ۳: نظر مخالف، و اینکه چرا هنوز نظر خودتان را دارید.',
  'Conclusion: repeat your opinion in new words and sum up your reasons. Add no new ideas.':
    'نتیجه: نظرتان را با کلمه‌های تازه دوباره بگویید و دلیل‌ها را خلاصه کنید. فکر تازه اضافه نکنید.',
  'Plan before you write: one line for each paragraph.': 'پیش از نوشتن برنامه بریزید: برای هر بند یک خط.',
  'Start each body paragraph with a topic sentence that says its main idea.':
    'هر بند را با جمله‌ای شروع کنید که فکر اصلی آن را می‌گوید.',
  'Use examples from real life, your country or your own experience.':
    'از زندگی واقعی، کشور خودتان یا تجربهٔ خودتان مثال بزنید.',
  'Do not copy the question: say it in your own words.': 'سؤال را رونویسی نکنید: آن را با کلمه‌های خودتان بگویید.',
  'Leave time to check verbs, plurals and articles (a, an, the).':
    'برای بازبینی فعل‌ها، جمع‌ها و حرف‌های تعریف (a, an, the) وقت بگذارید.',
  'Understand the question and plan': 'سؤال را بفهمید و برنامه بریزید',
  'Write the introduction': 'مقدمه را بنویسید',
  'Write the body paragraphs': 'بندهای اصلی را بنویسید',
  'Write the conclusion': 'نتیجه را بنویسید',
  'Check your essay': 'انشای‌تان را بازبینی کنید',
  'Giving your opinion': 'گفتن نظر',
  'Adding reasons': 'آوردن دلیل',
  'Giving examples': 'مثال زدن',
  'The other side': 'نظر مخالف',
  Concluding: 'نتیجه گرفتن',
  // formal-writing
  'A formal letter that gets results': 'یک نامهٔ رسمی که نتیجه می‌دهد',
  "Your address and the date at the top, then the reader's name, title and address.":
    'بالای نامه نشانی خودتان و تاریخ، بعد نام، عنوان و نشانی خواننده.',
  'Greeting: Dear Ms Okoro, / Dear Sir or Madam, if you do not know the name.':
    'سلام: Dear Ms Okoro, / Dear Sir or Madam, اگر نام را نمی‌دانید.',
  'Opening paragraph: say who you are and why you are writing, in one or two sentences.':
    'بند اول: در یک یا دو جمله بگویید کی هستید و چرا می‌نویسید.',
  'Middle paragraphs: give the facts in order (what happened, when, what you have already done).':
    'بندهای میانی: واقعیت‌ها را به ترتیب بگویید (چه شد، کی، تا حالا چه کرده‌اید).',
  'Request: say clearly what you want the reader to do and by when.':
    'درخواست: روشن بگویید از خواننده چه می‌خواهید و تا کی.',
  'Closing: thank the reader, then Yours sincerely (name known) or Yours faithfully (name not known), and your full name.':
    'پایان: از خواننده تشکر کنید، بعد Yours sincerely (اگر نام را می‌دانید) یا Yours faithfully (اگر نمی‌دانید)، و نام کامل‌تان.',
  "Use full forms: I am, I would, it is (not I'm, I'd, it's).":
    'شکل کامل را بنویسید: I am, I would, it is (نه I’m, I’d, it’s).',
  'Keep a calm, polite tone, even when you complain.': 'آرام و مؤدب بنویسید، حتی وقتی شکایت می‌کنید.',
  'Give reference numbers, dates and amounts exactly.': 'شمارهٔ پرونده، تاریخ و مبلغ را دقیق بنویسید.',
  'One main idea in each paragraph.': 'در هر بند یک فکر اصلی.',
  'Check that your request is easy to find and easy to answer.':
    'مطمئن شوید درخواست‌تان راحت پیدا می‌شود و راحت می‌شود به آن جواب داد.',
  'Read the task and list your points': 'تکلیف را بخوانید و نکته‌هایتان را فهرست کنید',
  'Write the letter': 'نامه را بنویسید',
  'Check tone, spelling and the closing': 'لحن، املا و پایان نامه را بازبینی کنید',
  Explaining: 'توضیح دادن',
  Requesting: 'درخواست کردن',
  // letter-writing
  'A warm personal letter': 'یک نامهٔ دوستانه و گرم',
  'Greeting: Dear Maria, / Hi Tom, for a friend or a family member.':
    'سلام: Dear Maria, / Hi Tom, برای یک دوست یا یکی از خانواده.',
  'Opening: ask how the reader is, or thank them for their last letter.':
    'شروع: حال خواننده را بپرسید، یا برای نامهٔ قبلی‌اش تشکر کنید.',
  'Main news: tell your news in order, with details that make it come alive.':
    'خبرها: خبرهایتان را به ترتیب بگویید، با جزئیاتی که آن‌ها را زنده می‌کند.',
  'Answer or ask: reply to what the reader asked, or ask them questions.':
    'جواب یا سؤال: به سؤال‌های خواننده جواب دهید، یا از او سؤال کنید.',
  'Closing: a friendly wish, then Best wishes, / Love, / Take care, and your first name.':
    'پایان: یک آرزوی دوستانه، بعد Best wishes, / Love, / Take care, و نام کوچک‌تان.',
  'Write as you would speak to this person: warm and natural.': 'همان‌طور بنویسید که با این شخص حرف می‌زنید: گرم و ساده.',
  "Short forms are fine here: I'm, it's, we've.": 'اینجا شکل کوتاه درست است: I’m, it’s, we’ve.',
  'Add one or two small details (a smell, a colour, a name) to make your news real.':
    'یک یا دو جزئیات کوچک (یک بو، یک رنگ، یک نام) بیاورید تا خبرتان واقعی شود.',
  'Answer every question in the task.': 'به همهٔ سؤال‌های تکلیف جواب دهید.',
  'Finish with a question so the reader wants to write back.': 'با یک سؤال تمام کنید تا خواننده بخواهد جواب بنویسد.',
  'Read the task and note your news': 'تکلیف را بخوانید و خبرهایتان را یادداشت کنید',
  'Read it again and correct': 'دوباره بخوانید و درست کنید',
  'Sharing news': 'گفتن خبرها',
  Asking: 'پرسیدن',
  // report-writing
  'Describing a chart clearly': 'توصیف روشن یک نمودار',
  'Introduction: say what the chart shows (what, where, when) in your own words.':
    'مقدمه: با کلمه‌های خودتان بگویید نمودار چه نشان می‌دهد (چه، کجا، کی).',
  'Overview: in one or two sentences, give the main trends or the biggest differences. No small numbers here.':
    'نگاه کلی: در یک یا دو جمله، روندهای اصلی یا بزرگ‌ترین تفاوت‌ها را بگویید. اینجا عددهای کوچک نیاورید.',
  'Details 1: describe the most important figures, with numbers from the chart.':
    'جزئیات ۱: مهم‌ترین داده‌ها را با عددهای نمودار توصیف کنید.',
  'Details 2: compare the other figures, and point out anything surprising.':
    'جزئیات ۲: داده‌های دیگر را مقایسه کنید و هر چیز عجیبی را نشان دهید.',
  'No opinion and no reasons that the chart does not show.': 'نظر ندهید، و دلیلی نیاورید که نمودار نشان نمی‌دهد.',
  'Look at the chart for two minutes before you write: find the highest, the lowest and the biggest change.':
    'پیش از نوشتن دو دقیقه به نمودار نگاه کنید: بالاترین، پایین‌ترین و بزرگ‌ترین تغییر را پیدا کنید.',
  'Always give the unit: per cent, people, dollars.': 'همیشه واحد را بنویسید: درصد، نفر، دلار.',
  'Group similar items instead of listing every number.':
    'چیزهای شبیه را با هم بگویید، به‌جای اینکه همهٔ عددها را بشمارید.',
  'Use comparisons: more than, twice as many, the same as.': 'مقایسه کنید: more than, twice as many, the same as.',
  'Check that every number you write matches the chart.': 'بازبینی کنید که هر عددی که می‌نویسید با نمودار یکی باشد.',
  'Study the chart and find the main features': 'نمودار را بررسی کنید و نکته‌های اصلی را پیدا کنید',
  'Write the introduction and overview': 'مقدمه و نگاه کلی را بنویسید',
  'Write the details': 'جزئیات را بنویسید',
  'Check numbers and language': 'عددها و زبان را بازبینی کنید',
  Introducing: 'معرفی',
  Overview: 'نگاه کلی',
  Comparing: 'مقایسه',
  'Describing change': 'توصیف تغییر',
};
