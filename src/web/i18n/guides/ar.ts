// The writing guides' instructions in plain Arabic (guides/index.ts says why and how).
// English examples stay English, in « » where they sit inside a sentence (docs/translation/glossary-ar.md).
import type { GuideSentences } from './sentences.ts';

export const guideAr: GuideSentences = {
  // creative-writing
  'A short piece that paints a picture': 'نص قصير يرسم صورة',
  'Start in the moment: put the reader in a place and a time with one strong sentence.':
    'ابدأ في اللحظة نفسها: ضع القارئ في مكان وزمان بجملة واحدة قوية.',
  'Use the senses: what can you see, hear, smell, taste or touch?':
    'استعمل الحواس: ماذا ترى؟ ماذا تسمع أو تشم أو تذوق أو تلمس؟',
  'Show a small change: something happens, or a feeling grows.': 'أظهر تغييرًا صغيرًا: شيء يحدث، أو شعور يكبر.',
  'End with an image or a thought that stays with the reader.': 'اختم بصورة أو فكرة تبقى في ذهن القارئ.',
  'Choose one small moment, not a whole life story.': 'اختر لحظة صغيرة واحدة، لا قصة حياة كاملة.',
  "Use exact words: 'a red wool scarf' is better than 'nice clothes'.":
    'استعمل كلمات دقيقة: «a red wool scarf» أفضل من «nice clothes».',
  'Mix short and long sentences to give your writing rhythm.': 'اخلط الجمل القصيرة والطويلة ليكون لكتابتك إيقاع.',
  'Keep to the word limit: 100 to 150 words. Every word should help.':
    'التزم بعدد الكلمات: من 100 إلى 150 كلمة. كل كلمة يجب أن تفيد.',
  'Read your piece aloud in your head. Change what sounds heavy.': 'اقرأ نصك بصوت عالٍ في رأسك. غيّر ما يبدو ثقيلًا.',
  'Choose your moment and collect words': 'اختر اللحظة واجمع الكلمات',
  'Write a first draft': 'اكتب مسودة أولى',
  'Cut, improve words and check': 'احذف، وحسّن الكلمات، وراجع',
  'Setting the scene': 'وصف المكان',
  'The senses': 'الحواس',
  Feelings: 'المشاعر',
  Endings: 'الخاتمة',
  // email-writing
  'A clear, polite e-mail': 'رسالة بريد إلكتروني واضحة ومهذبة',
  'Subject line: say what the e-mail is about in a few words.': 'الموضوع: قل في كلمات قليلة عمّ تتكلم الرسالة.',
  "Greeting: use the person's name if you know it (Dear Ms Patel, / Hello Mr Okafor,).":
    'التحية: اكتب اسم الشخص إن كنت تعرفه (Dear Ms Patel, / Hello Mr Okafor,).',
  'First sentence: say who you are and why you are writing.': 'الجملة الأولى: قل من أنت ولماذا تكتب.',
  'Details: give the facts the reader needs (what, when, where), one idea in each short paragraph.':
    'التفاصيل: اذكر ما يحتاجه القارئ (ماذا، متى، أين)، فكرة واحدة في كل فقرة قصيرة.',
  'Request: say clearly what you would like the reader to do, and by when.':
    'الطلب: قل بوضوح ماذا تريد من القارئ أن يفعل، ومتى.',
  'Closing: thank the reader, add a polite ending and your full name.':
    'الختام: اشكر القارئ، واكتب عبارة ختام مهذبة واسمك الكامل.',
  'Write the subject line last, when you know exactly what the e-mail says.':
    'اكتب الموضوع في الآخر، عندما تعرف جيدًا ما تقوله الرسالة.',
  'Keep paragraphs short: two or three sentences each.': 'اجعل الفقرات قصيرة: جملتان أو ثلاث في كل فقرة.',
  'Use polite questions (Could you...? Would it be possible...?) instead of orders.':
    'استعمل أسئلة مهذبة (Could you...? Would it be possible...?) بدل الأوامر.',
  'Give dates, times and numbers exactly, so the reader does not need to ask.':
    'اكتب التواريخ والأوقات والأرقام بدقة، حتى لا يحتاج القارئ أن يسأل.',
  'Read your e-mail once more before you send it. Check names and spelling.':
    'اقرأ رسالتك مرة أخرى قبل أن ترسلها. راجع الأسماء والإملاء.',
  'Read the task and plan your points': 'اقرأ المهمة وخطط لأفكارك',
  'Write the e-mail': 'اكتب الرسالة',
  'Check spelling, grammar and tone': 'راجع الإملاء والقواعد والأسلوب',
  Opening: 'البداية',
  'Giving details': 'ذكر التفاصيل',
  'Asking politely': 'الطلب بأدب',
  Closing: 'الختام',
  // essay-writing
  'A clear opinion essay': 'مقال رأي واضح',
  'Introduction: say what the question is about in your own words, then give your opinion in one sentence.':
    'المقدمة: قل بكلماتك عمّ يتكلم السؤال، ثم اكتب رأيك في جملة واحدة.',
  'Body paragraph 1: your first reason, explained, with an example.': 'الفقرة 1: سببك الأول، مع شرح ومثال.',
  'Body paragraph 2: your second reason, explained, with an example.': 'الفقرة 2: سببك الثاني، مع شرح ومثال.',
  'Body paragraph 3: the other side of the argument, and why you still hold your opinion.':
    'الفقرة 3: الرأي الآخر، ولماذا تبقى على رأيك.',
  'Conclusion: repeat your opinion in new words and sum up your reasons. Add no new ideas.':
    'الخاتمة: أعد رأيك بكلمات جديدة ولخّص أسبابك. لا تضف أفكارًا جديدة.',
  'Plan before you write: one line for each paragraph.': 'خطط قبل أن تكتب: سطر واحد لكل فقرة.',
  'Start each body paragraph with a topic sentence that says its main idea.':
    'ابدأ كل فقرة بجملة تقول فكرتها الرئيسية.',
  'Use examples from real life, your country or your own experience.':
    'استعمل أمثلة من الحياة، أو من بلدك، أو من تجربتك.',
  'Do not copy the question: say it in your own words.': 'لا تنسخ السؤال: قله بكلماتك.',
  'Leave time to check verbs, plurals and articles (a, an, the).':
    'اترك وقتًا لمراجعة الأفعال والجمع وأدوات التعريف والتنكير (a, an, the).',
  'Understand the question and plan': 'افهم السؤال وخطط',
  'Write the introduction': 'اكتب المقدمة',
  'Write the body paragraphs': 'اكتب الفقرات',
  'Write the conclusion': 'اكتب الخاتمة',
  'Check your essay': 'راجع مقالك',
  'Giving your opinion': 'قول رأيك',
  'Adding reasons': 'إضافة الأسباب',
  'Giving examples': 'إعطاء أمثلة',
  'The other side': 'الرأي الآخر',
  Concluding: 'الختام',
  // formal-writing
  'A formal letter that gets results': 'رسالة رسمية تأتي بنتيجة',
  "Your address and the date at the top, then the reader's name, title and address.":
    'عنوانك والتاريخ في الأعلى، ثم اسم القارئ ولقبه وعنوانه.',
  'Greeting: Dear Ms Okoro, / Dear Sir or Madam, if you do not know the name.':
    'التحية: Dear Ms Okoro, / Dear Sir or Madam, إن كنت لا تعرف الاسم.',
  'Opening paragraph: say who you are and why you are writing, in one or two sentences.':
    'الفقرة الأولى: قل من أنت ولماذا تكتب، في جملة أو جملتين.',
  'Middle paragraphs: give the facts in order (what happened, when, what you have already done).':
    'الفقرات الوسطى: اذكر الوقائع بالترتيب (ماذا حدث، متى، ماذا فعلت حتى الآن).',
  'Request: say clearly what you want the reader to do and by when.':
    'الطلب: قل بوضوح ماذا تريد من القارئ أن يفعل، ومتى.',
  'Closing: thank the reader, then Yours sincerely (name known) or Yours faithfully (name not known), and your full name.':
    'الختام: اشكر القارئ، ثم اكتب Yours sincerely (إن كنت تعرف الاسم) أو Yours faithfully (إن كنت لا تعرفه)، واسمك الكامل.',
  "Use full forms: I am, I would, it is (not I'm, I'd, it's).":
    'اكتب الصيغ الكاملة: I am, I would, it is (لا I’m, I’d, it’s).',
  'Keep a calm, polite tone, even when you complain.': 'اكتب بهدوء وأدب، حتى عندما تشتكي.',
  'Give reference numbers, dates and amounts exactly.': 'اكتب أرقام الملفات والتواريخ والمبالغ بدقة.',
  'One main idea in each paragraph.': 'فكرة رئيسية واحدة في كل فقرة.',
  'Check that your request is easy to find and easy to answer.': 'تأكد أن طلبك سهل أن يُرى وسهل أن يُجاب عليه.',
  'Read the task and list your points': 'اقرأ المهمة واكتب أفكارك في قائمة',
  'Write the letter': 'اكتب الرسالة',
  'Check tone, spelling and the closing': 'راجع الأسلوب والإملاء والختام',
  Explaining: 'الشرح',
  Requesting: 'الطلب',
  // letter-writing
  'A warm personal letter': 'رسالة شخصية دافئة',
  'Greeting: Dear Maria, / Hi Tom, for a friend or a family member.':
    'التحية: Dear Maria, / Hi Tom, لصديق أو لشخص من العائلة.',
  'Opening: ask how the reader is, or thank them for their last letter.':
    'البداية: اسأل عن حال القارئ، أو اشكره على رسالته الأخيرة.',
  'Main news: tell your news in order, with details that make it come alive.':
    'الأخبار: احكِ أخبارك بالترتيب، مع تفاصيل تجعلها حيّة.',
  'Answer or ask: reply to what the reader asked, or ask them questions.':
    'أجب أو اسأل: أجب عن أسئلة القارئ، أو اسأله أنت.',
  'Closing: a friendly wish, then Best wishes, / Love, / Take care, and your first name.':
    'الختام: أمنية لطيفة، ثم Best wishes, / Love, / Take care, واسمك الأول.',
  'Write as you would speak to this person: warm and natural.': 'اكتب كما تتكلم مع هذا الشخص: بدفء وبشكل طبيعي.',
  "Short forms are fine here: I'm, it's, we've.": 'الصيغ القصيرة مقبولة هنا: I’m, it’s, we’ve.',
  'Add one or two small details (a smell, a colour, a name) to make your news real.':
    'أضف تفصيلًا أو تفصيلين صغيرين (رائحة، لون، اسم) لتبدو أخبارك حقيقية.',
  'Answer every question in the task.': 'أجب عن كل سؤال في المهمة.',
  'Finish with a question so the reader wants to write back.': 'اختم بسؤال حتى يرغب القارئ في أن يرد عليك.',
  'Read the task and note your news': 'اقرأ المهمة واكتب أخبارك',
  'Read it again and correct': 'اقرأها مرة أخرى وصحّح',
  'Sharing news': 'مشاركة الأخبار',
  Asking: 'السؤال',
  // report-writing
  'Describing a chart clearly': 'وصف رسم بياني بوضوح',
  'Introduction: say what the chart shows (what, where, when) in your own words.':
    'المقدمة: قل بكلماتك ماذا يُظهر الرسم البياني (ماذا، أين، متى).',
  'Overview: in one or two sentences, give the main trends or the biggest differences. No small numbers here.':
    'نظرة عامة: في جملة أو جملتين، اذكر الاتجاهات الرئيسية أو أكبر الفروق. لا أرقام صغيرة هنا.',
  'Details 1: describe the most important figures, with numbers from the chart.':
    'التفاصيل 1: صف أهم الأرقام، مع أرقام من الرسم البياني.',
  'Details 2: compare the other figures, and point out anything surprising.':
    'التفاصيل 2: قارن الأرقام الأخرى، وأشر إلى ما هو مفاجئ.',
  'No opinion and no reasons that the chart does not show.': 'لا رأي، ولا أسباب لا يُظهرها الرسم البياني.',
  'Look at the chart for two minutes before you write: find the highest, the lowest and the biggest change.':
    'انظر إلى الرسم البياني دقيقتين قبل أن تكتب: جد الأعلى والأدنى وأكبر تغيير.',
  'Always give the unit: per cent, people, dollars.': 'اكتب الوحدة دائمًا: في المئة، أشخاص، دولارات.',
  'Group similar items instead of listing every number.': 'اجمع الأشياء المتشابهة بدل أن تذكر كل رقم.',
  'Use comparisons: more than, twice as many, the same as.': 'استعمل المقارنة: more than, twice as many, the same as.',
  'Check that every number you write matches the chart.': 'تأكد أن كل رقم تكتبه مثل الرقم في الرسم البياني.',
  'Study the chart and find the main features': 'ادرس الرسم البياني وجد أهم ما فيه',
  'Write the introduction and overview': 'اكتب المقدمة والنظرة العامة',
  'Write the details': 'اكتب التفاصيل',
  'Check numbers and language': 'راجع الأرقام واللغة',
  Introducing: 'التقديم',
  Overview: 'نظرة عامة',
  Comparing: 'المقارنة',
  'Describing change': 'وصف التغيير',
};
