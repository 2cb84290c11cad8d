// The writing guides' instructions and scoring guide in plain Persian (guides/index.ts says why and how).
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
  // creative-writing: scoring
  'Ideas and imagination': 'فکرها و تخیل',
  'Does the piece create a clear, interesting moment?': 'آیا متن یک لحظهٔ روشن و جالب می‌سازد؟',
  'A vivid, original moment that the reader can see and feel.':
    'یک لحظهٔ زنده و تازه که خواننده می‌تواند آن را ببیند و حس کند.',
  'A clear moment with some fresh details.': 'یک لحظهٔ روشن با چند جزئیات تازه.',
  'General ideas with few details.': 'فکرهای کلی با جزئیات کم.',
  Organisation: 'نظم متن',
  'Does the piece have a clear beginning, change and ending?': 'آیا متن شروع، تغییر و پایان روشنی دارد؟',
  'A strong opening, a natural change and a memorable ending.': 'شروعی قوی، تغییری طبیعی و پایانی که در یاد می‌ماند.',
  'A clear beginning and ending; the middle is a little flat.': 'شروع و پایان روشن؛ وسط متن کمی بی‌روح است.',
  'No clear shape; the piece just stops.': 'شکل روشنی ندارد؛ متن ناگهان تمام می‌شود.',
  'Word choice': 'انتخاب کلمه‌ها',
  'Are the words exact and full of colour?': 'آیا کلمه‌ها دقیق و زنده‌اند؟',
  'Precise, surprising words used naturally.': 'کلمه‌های دقیق و غیرمنتظره که طبیعی به کار رفته‌اند.',
  'Good words with some plain or repeated ones.': 'کلمه‌های خوب، با چند کلمهٔ ساده یا تکراری.',
  'Very plain or repeated words.': 'کلمه‌های خیلی ساده یا تکراری.',
  'Grammar and accuracy': 'گرامر و درستی',
  'Are the sentences correct, with some variety?': 'آیا جمله‌ها درست و کمی گوناگون‌اند؟',
  'Almost no mistakes; sentence lengths vary for effect.': 'تقریباً بدون اشتباه؛ طول جمله‌ها برای اثر بیشتر عوض می‌شود.',
  'A few mistakes; some variety.': 'چند اشتباه؛ کمی گوناگونی.',
  'Many mistakes that confuse the picture.': 'اشتباه‌های زیاد که تصویر را خراب می‌کنند.',
  // email-writing: scoring
  'Task achievement': 'جواب دادن به تکلیف',
  'Does the e-mail do what the task asks, with every point covered?':
    'آیا ایمیل همان کاری را می‌کند که تکلیف می‌خواهد، و به همهٔ نکته‌ها می‌پردازد؟',
  'Covers every point fully and clearly. The purpose is obvious from the first lines.':
    'به همهٔ نکته‌ها کامل و روشن می‌پردازد. هدف از همان خط‌های اول پیداست.',
  'Covers every point, but one may need a little more detail.':
    'به همهٔ نکته‌ها می‌پردازد، ولی شاید یکی کمی جزئیات بیشتری لازم داشته باشد.',
  'Misses a point or is unclear about what the writer wants.': 'یک نکته جا افتاده، یا روشن نیست نویسنده چه می‌خواهد.',
  'Is the e-mail easy to follow, with a greeting, clear paragraphs and a closing?':
    'آیا ایمیل راحت خوانده می‌شود، با سلام، بندهای روشن و پایان؟',
  'Every part is in the right place. Linking words guide the reader smoothly.':
    'هر بخش سر جای خودش است. کلمه‌های وصل‌کننده خواننده را راحت پیش می‌برند.',
  'Clear paragraphs and a greeting and closing; a few links are missing.':
    'بندهای روشن، سلام و پایان؛ چند کلمهٔ وصل‌کننده کم است.',
  'One long paragraph, or a missing greeting or closing.': 'یک بند بلند، یا سلام یا پایان ندارد.',
  'Vocabulary and tone': 'کلمه‌ها و لحن',
  'Are the words right for the reader, polite and precise?': 'آیا کلمه‌ها برای خواننده مناسب، مؤدبانه و دقیق‌اند؟',
  'Precise, natural words and a polite tone all through.': 'کلمه‌های دقیق و طبیعی، و لحن مؤدبانه از اول تا آخر.',
  'Mostly precise and polite, with a few plain or repeated words.': 'بیشتر دقیق و مؤدبانه، با چند کلمهٔ ساده یا تکراری.',
  'Words are vague or the tone sounds rude.': 'کلمه‌ها روشن نیستند، یا لحن بی‌ادبانه به نظر می‌رسد.',
  'Are sentences correct, with a range of structures?': 'آیا جمله‌ها درست‌اند، با ساختارهای گوناگون؟',
  'Almost no mistakes, and a good range of sentence types.': 'تقریباً بدون اشتباه، و جمله‌های گوناگون.',
  'A few mistakes that do not stop understanding.': 'چند اشتباه که جلوی فهمیدن را نمی‌گیرد.',
  'Frequent mistakes that make some sentences hard to understand.':
    'اشتباه‌های زیاد که فهمیدن بعضی جمله‌ها را سخت می‌کند.',
  // essay-writing: scoring
  'Task response': 'جواب دادن به سؤال',
  'Does the essay answer the question with a clear opinion and developed reasons?':
    'آیا انشا با یک نظر روشن و دلیل‌های توضیح‌داده‌شده به سؤال جواب می‌دهد؟',
  'A clear position all through, with well-developed reasons and relevant examples.':
    'نظری روشن از اول تا آخر، با دلیل‌هایی که خوب توضیح داده شده‌اند و مثال‌های مربوط.',
  'A clear position with reasons; some ideas need more development.':
    'نظری روشن با دلیل؛ بعضی فکرها توضیح بیشتری لازم دارند.',
  'The position is unclear or ideas are not developed.': 'نظر روشن نیست، یا فکرها توضیح داده نشده‌اند.',
  'Coherence and cohesion': 'نظم و ارتباط فکرها',
  'Is the essay logically organised, with paragraphs and linking words?':
    'آیا انشا ترتیب منطقی دارد، با بندها و کلمه‌های وصل‌کننده؟',
  'Ideas flow naturally; paragraphs and links are used skilfully.':
    'فکرها طبیعی پشت سر هم می‌آیند؛ بندها و کلمه‌های وصل‌کننده ماهرانه به کار رفته‌اند.',
  'Clear paragraphs and a range of linking words, sometimes overused.':
    'بندهای روشن و کلمه‌های وصل‌کنندهٔ گوناگون، که گاهی زیادی به کار رفته‌اند.',
  'Some organisation, but links are missing, repeated or wrong.':
    'کمی نظم دارد، ولی کلمه‌های وصل‌کننده کم، تکراری یا نادرست‌اند.',
  'Lexical resource': 'دامنهٔ کلمه‌ها',
  'Is there a range of words used precisely?': 'آیا کلمه‌های گوناگون، دقیق به کار رفته‌اند؟',
  'Wide, precise and natural vocabulary.': 'کلمه‌های فراوان، دقیق و طبیعی.',
  'Enough range, with some less common words and a few errors.': 'گوناگونی کافی، با چند کلمهٔ کمتر رایج و چند اشتباه.',
  'Limited words, often repeated; errors can confuse.':
    'کلمه‌های کم و اغلب تکراری؛ اشتباه‌ها ممکن است خواننده را گیج کنند.',
  'Grammatical range and accuracy': 'گوناگونی و درستی گرامر',
  'Are there varied sentence structures with few errors?': 'آیا ساختار جمله‌ها گوناگون است و اشتباه کمی دارد؟',
  'A wide range of structures, almost error-free.': 'ساختارهای بسیار گوناگون، تقریباً بدون اشتباه.',
  'A mix of simple and complex sentences; some errors.': 'جمله‌های ساده و پیچیده در کنار هم؛ چند اشتباه.',
  'Mostly simple sentences; frequent errors.': 'بیشتر جمله‌های ساده؛ اشتباه‌های زیاد.',
  // formal-writing: scoring
  'Does the letter cover every point and make its purpose clear?': 'آیا نامه به همهٔ نکته‌ها می‌پردازد و هدفش روشن است؟',
  'Every point is covered with the right detail; the purpose is clear from the first sentence.':
    'به هر نکته با جزئیات درست پرداخته شده؛ هدف از جملهٔ اول روشن است.',
  'Every point is covered; one needs a little more detail.':
    'به همهٔ نکته‌ها پرداخته شده؛ یکی کمی جزئیات بیشتر لازم دارد.',
  'A point is missing or the purpose is unclear.': 'یک نکته جا افتاده، یا هدف روشن نیست.',
  'Organisation and layout': 'نظم و شکل نامه',
  'Is the letter laid out and ordered like a formal letter?': 'آیا شکل و ترتیب نامه مثل یک نامهٔ رسمی است؟',
  'Correct layout, clear paragraphs and smooth links between ideas.': 'شکل درست، بندهای روشن و ارتباط روان بین فکرها.',
  'Clear paragraphs and a correct greeting and closing; a few links are missing.':
    'بندهای روشن و سلام و پایان درست؛ چند کلمهٔ وصل‌کننده کم است.',
  'Weak paragraphing or a wrong greeting or closing.': 'بندبندی ضعیف، یا سلام یا پایان نادرست.',
  'Formal vocabulary and tone': 'کلمه‌ها و لحن رسمی',
  'Are the words formal, precise and polite?': 'آیا کلمه‌ها رسمی، دقیق و مؤدبانه‌اند؟',
  'Precise formal words and a consistently polite tone.': 'کلمه‌های رسمی و دقیق، و لحنی که همیشه مؤدبانه است.',
  'Mostly formal; a few informal or repeated words.': 'بیشتر رسمی؛ چند کلمهٔ خودمانی یا تکراری.',
  'Informal or rude in places.': 'در بعضی جاها خودمانی یا بی‌ادبانه.',
  'Are the sentences correct and varied?': 'آیا جمله‌ها درست و گوناگون‌اند؟',
  'Almost no mistakes; a good range of sentence types.': 'تقریباً بدون اشتباه؛ جمله‌های گوناگون.',
  'Some mistakes that do not stop understanding.': 'چند اشتباه که جلوی فهمیدن را نمی‌گیرد.',
  'Frequent mistakes that make parts hard to follow.': 'اشتباه‌های زیاد که فهمیدن بعضی بخش‌ها را سخت می‌کند.',
  // letter-writing: scoring
  'Does the letter answer every part of the task for this reader?':
    'آیا نامه برای این خواننده به همهٔ بخش‌های تکلیف جواب می‌دهد؟',
  'Every part is answered with lively detail; the reader is clearly in mind.':
    'به هر بخش با جزئیات زنده جواب داده شده؛ پیداست که نویسنده به فکر خواننده است.',
  'Every part is answered; some details are thin.': 'به هر بخش جواب داده شده؛ بعضی جزئیات کم است.',
  'A part of the task is missing.': 'یک بخش از تکلیف جا افتاده.',
  'Is the letter easy to follow from greeting to closing?': 'آیا نامه از سلام تا پایان راحت خوانده می‌شود؟',
  'Natural order, clear paragraphs, smooth links.': 'ترتیب طبیعی، بندهای روشن، ارتباط روان.',
  'Clear paragraphs with a greeting and closing.': 'بندهای روشن با سلام و پایان.',
  'No paragraphs, or the closing is missing.': 'بند ندارد، یا پایان جا افتاده.',
  'Tone and vocabulary': 'لحن و کلمه‌ها',
  'Is the tone friendly and right for the reader, with varied words?':
    'آیا لحن دوستانه و مناسب خواننده است، با کلمه‌های گوناگون؟',
  'Warm, natural tone and vivid, varied words.': 'لحن گرم و طبیعی، و کلمه‌های زنده و گوناگون.',
  'Friendly tone; words are sometimes plain or repeated.': 'لحن دوستانه؛ کلمه‌ها گاهی ساده یا تکراری‌اند.',
  'The tone is too formal or cold for a friend.': 'لحن برای یک دوست زیادی رسمی یا سرد است.',
  'Are the sentences correct, with past and future forms used well?':
    'آیا جمله‌ها درست‌اند و زمان گذشته و آینده خوب به کار رفته؟',
  'Almost no mistakes; tenses used confidently.': 'تقریباً بدون اشتباه؛ زمان فعل‌ها با اطمینان به کار رفته.',
  'Frequent mistakes that confuse the reader.': 'اشتباه‌های زیاد که خواننده را گیج می‌کند.',
  // report-writing: scoring
  'Does the report give an overview and the key figures accurately?':
    'آیا گزارش یک نگاه کلی و داده‌های مهم را درست می‌دهد؟',
  'A clear overview and well-chosen, accurate figures.': 'نگاه کلی روشن، و داده‌های درست که خوب انتخاب شده‌اند.',
  'An overview is present; most key figures are given.': 'نگاه کلی هست؛ بیشتر داده‌های مهم آمده‌اند.',
  'No clear overview, or figures are missing or wrong.': 'نگاه کلی روشن نیست، یا داده‌ها کم یا نادرست‌اند.',
  'Are the figures grouped and compared in a logical order?': 'آیا داده‌ها با ترتیبی منطقی دسته‌بندی و مقایسه شده‌اند؟',
  'Logical grouping and smooth comparisons.': 'دسته‌بندی منطقی و مقایسه‌های روان.',
  'Clear paragraphs; some comparisons are mechanical.': 'بندهای روشن؛ بعضی مقایسه‌ها خشک و ماشینی‌اند.',
  'Numbers are listed with little order.': 'عددها تقریباً بی‌ترتیب پشت سر هم آمده‌اند.',
  'Is there a range of words for numbers, trends and comparisons?':
    'آیا کلمه‌های گوناگون برای عددها، روندها و مقایسه‌ها هست؟',
  'Precise, varied words for data.': 'کلمه‌های دقیق و گوناگون برای داده‌ها.',
  'Enough range with some repetition.': 'گوناگونی کافی با کمی تکرار.',
  'Very limited words; errors confuse meaning.': 'کلمه‌های خیلی کم؛ اشتباه‌ها فهمیدن معنی را سخت می‌کنند.',
  'Are comparisons and tenses correct?': 'آیا مقایسه‌ها و زمان فعل‌ها درست‌اند؟',
  'Accurate comparatives and tenses throughout.': 'صفت‌های مقایسه‌ای و زمان فعل‌ها از اول تا آخر درست‌اند.',
  'Some errors in comparisons or tenses.': 'چند اشتباه در مقایسه‌ها یا زمان فعل‌ها.',
  'Frequent errors that make figures unclear.': 'اشتباه‌های زیاد، طوری که داده‌ها روشن نیستند.',
};
