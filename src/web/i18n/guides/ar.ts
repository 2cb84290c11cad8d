// The writing guides' instructions and scoring guide in plain Arabic (guides/index.ts says why and how).
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
  // creative-writing: scoring
  'Ideas and imagination': 'الأفكار والخيال',
  'Does the piece create a clear, interesting moment?': 'هل يصنع النص لحظة واضحة وممتعة؟',
  'A vivid, original moment that the reader can see and feel.': 'لحظة حيّة وجديدة، يراها القارئ ويشعر بها.',
  'A clear moment with some fresh details.': 'لحظة واضحة مع بعض التفاصيل الجديدة.',
  'General ideas with few details.': 'أفكار عامة مع تفاصيل قليلة.',
  Organisation: 'التنظيم',
  'Does the piece have a clear beginning, change and ending?': 'هل للنص بداية وتغيير ونهاية واضحة؟',
  'A strong opening, a natural change and a memorable ending.': 'بداية قوية، وتغيير طبيعي، ونهاية لا تُنسى.',
  'A clear beginning and ending; the middle is a little flat.': 'بداية ونهاية واضحتان؛ الوسط ضعيف قليلًا.',
  'No clear shape; the piece just stops.': 'لا شكل واضح؛ النص يتوقف فجأة.',
  'Word choice': 'اختيار الكلمات',
  'Are the words exact and full of colour?': 'هل الكلمات دقيقة وحيّة؟',
  'Precise, surprising words used naturally.': 'كلمات دقيقة ومفاجئة، مستعملة بشكل طبيعي.',
  'Good words with some plain or repeated ones.': 'كلمات جيدة مع بعض الكلمات العادية أو المكررة.',
  'Very plain or repeated words.': 'كلمات عادية جدًا أو مكررة.',
  'Grammar and accuracy': 'القواعد والدقة',
  'Are the sentences correct, with some variety?': 'هل الجمل صحيحة، وفيها بعض التنوع؟',
  'Almost no mistakes; sentence lengths vary for effect.': 'لا أخطاء تقريبًا؛ طول الجمل يتغيّر ليعطي أثرًا.',
  'A few mistakes; some variety.': 'أخطاء قليلة؛ بعض التنوع.',
  'Many mistakes that confuse the picture.': 'أخطاء كثيرة تجعل الصورة غير واضحة.',
  // email-writing: scoring
  'Task achievement': 'الإجابة عن المهمة',
  'Does the e-mail do what the task asks, with every point covered?':
    'هل تفعل الرسالة ما تطلبه المهمة، وتذكر كل النقاط؟',
  'Covers every point fully and clearly. The purpose is obvious from the first lines.':
    'كل النقاط مذكورة كاملة وبوضوح. الهدف واضح من السطور الأولى.',
  'Covers every point, but one may need a little more detail.':
    'كل النقاط مذكورة، لكن قد تحتاج نقطة واحدة تفاصيل أكثر قليلًا.',
  'Misses a point or is unclear about what the writer wants.': 'تنقص نقطة، أو لا يتضح ماذا يريد الكاتب.',
  'Is the e-mail easy to follow, with a greeting, clear paragraphs and a closing?':
    'هل الرسالة سهلة المتابعة، فيها تحية وفقرات واضحة وختام؟',
  'Every part is in the right place. Linking words guide the reader smoothly.':
    'كل جزء في مكانه. كلمات الربط تقود القارئ بسهولة.',
  'Clear paragraphs and a greeting and closing; a few links are missing.':
    'فقرات واضحة وتحية وختام؛ تنقص بعض كلمات الربط.',
  'One long paragraph, or a missing greeting or closing.': 'فقرة واحدة طويلة، أو لا توجد تحية أو ختام.',
  'Vocabulary and tone': 'المفردات والأسلوب',
  'Are the words right for the reader, polite and precise?': 'هل الكلمات مناسبة للقارئ، ومهذبة ودقيقة؟',
  'Precise, natural words and a polite tone all through.': 'كلمات دقيقة وطبيعية، وأسلوب مهذب من البداية إلى النهاية.',
  'Mostly precise and polite, with a few plain or repeated words.':
    'دقيق ومهذب في الغالب، مع بعض الكلمات العادية أو المكررة.',
  'Words are vague or the tone sounds rude.': 'الكلمات غير واضحة، أو الأسلوب يبدو غير مهذب.',
  'Are sentences correct, with a range of structures?': 'هل الجمل صحيحة، وبتراكيب مختلفة؟',
  'Almost no mistakes, and a good range of sentence types.': 'لا أخطاء تقريبًا، وأنواع كثيرة من الجمل.',
  'A few mistakes that do not stop understanding.': 'أخطاء قليلة لا تمنع الفهم.',
  'Frequent mistakes that make some sentences hard to understand.': 'أخطاء كثيرة تجعل بعض الجمل صعبة الفهم.',
  // essay-writing: scoring
  'Task response': 'الإجابة عن السؤال',
  'Does the essay answer the question with a clear opinion and developed reasons?':
    'هل يجيب المقال عن السؤال برأي واضح وأسباب مشروحة؟',
  'A clear position all through, with well-developed reasons and relevant examples.':
    'رأي واضح من البداية إلى النهاية، مع أسباب مشروحة جيدًا وأمثلة مناسبة.',
  'A clear position with reasons; some ideas need more development.': 'رأي واضح مع أسباب؛ بعض الأفكار تحتاج شرحًا أكثر.',
  'The position is unclear or ideas are not developed.': 'الرأي غير واضح، أو الأفكار غير مشروحة.',
  'Coherence and cohesion': 'ترابط الأفكار وتسلسلها',
  'Is the essay logically organised, with paragraphs and linking words?':
    'هل المقال مرتب بشكل منطقي، بفقرات وكلمات ربط؟',
  'Ideas flow naturally; paragraphs and links are used skilfully.':
    'الأفكار تتتابع بشكل طبيعي؛ الفقرات وكلمات الربط مستعملة بمهارة.',
  'Clear paragraphs and a range of linking words, sometimes overused.':
    'فقرات واضحة وكلمات ربط متنوعة، تُستعمل أحيانًا أكثر من اللازم.',
  'Some organisation, but links are missing, repeated or wrong.':
    'بعض الترتيب، لكن كلمات الربط ناقصة أو مكررة أو خاطئة.',
  'Lexical resource': 'المفردات',
  'Is there a range of words used precisely?': 'هل توجد كلمات متنوعة مستعملة بدقة؟',
  'Wide, precise and natural vocabulary.': 'مفردات كثيرة ودقيقة وطبيعية.',
  'Enough range, with some less common words and a few errors.': 'تنوع كافٍ، مع بعض الكلمات غير الشائعة وأخطاء قليلة.',
  'Limited words, often repeated; errors can confuse.': 'كلمات قليلة، مكررة كثيرًا؛ الأخطاء قد تربك القارئ.',
  'Grammatical range and accuracy': 'تنوّع القواعد وصحتها',
  'Are there varied sentence structures with few errors?': 'هل تراكيب الجمل متنوعة، مع أخطاء قليلة؟',
  'A wide range of structures, almost error-free.': 'تراكيب متنوعة كثيرة، بلا أخطاء تقريبًا.',
  'A mix of simple and complex sentences; some errors.': 'جمل بسيطة ومركبة معًا؛ بعض الأخطاء.',
  'Mostly simple sentences; frequent errors.': 'جمل بسيطة في الغالب؛ أخطاء كثيرة.',
  // formal-writing: scoring
  'Does the letter cover every point and make its purpose clear?': 'هل تذكر الرسالة كل النقاط، وهل هدفها واضح؟',
  'Every point is covered with the right detail; the purpose is clear from the first sentence.':
    'كل النقاط مذكورة بالتفاصيل المناسبة؛ الهدف واضح من الجملة الأولى.',
  'Every point is covered; one needs a little more detail.': 'كل النقاط مذكورة؛ نقطة واحدة تحتاج تفاصيل أكثر قليلًا.',
  'A point is missing or the purpose is unclear.': 'تنقص نقطة، أو الهدف غير واضح.',
  'Organisation and layout': 'التنظيم وشكل الرسالة',
  'Is the letter laid out and ordered like a formal letter?': 'هل شكل الرسالة وترتيبها مثل رسالة رسمية؟',
  'Correct layout, clear paragraphs and smooth links between ideas.': 'شكل صحيح، وفقرات واضحة، وربط سلس بين الأفكار.',
  'Clear paragraphs and a correct greeting and closing; a few links are missing.':
    'فقرات واضحة، وتحية وختام صحيحان؛ تنقص بعض كلمات الربط.',
  'Weak paragraphing or a wrong greeting or closing.': 'تقسيم ضعيف إلى فقرات، أو تحية أو ختام غير مناسب.',
  'Formal vocabulary and tone': 'المفردات والأسلوب الرسمي',
  'Are the words formal, precise and polite?': 'هل الكلمات رسمية ودقيقة ومهذبة؟',
  'Precise formal words and a consistently polite tone.': 'كلمات رسمية دقيقة، وأسلوب مهذب دائمًا.',
  'Mostly formal; a few informal or repeated words.': 'رسمي في الغالب؛ بعض الكلمات غير الرسمية أو المكررة.',
  'Informal or rude in places.': 'غير رسمي أو غير مهذب في بعض المواضع.',
  'Are the sentences correct and varied?': 'هل الجمل صحيحة ومتنوعة؟',
  'Almost no mistakes; a good range of sentence types.': 'لا أخطاء تقريبًا؛ أنواع كثيرة من الجمل.',
  'Some mistakes that do not stop understanding.': 'بعض الأخطاء التي لا تمنع الفهم.',
  'Frequent mistakes that make parts hard to follow.': 'أخطاء كثيرة تجعل بعض الأجزاء صعبة الفهم.',
  // letter-writing: scoring
  'Does the letter answer every part of the task for this reader?': 'هل تجيب الرسالة عن كل جزء من المهمة، لهذا القارئ؟',
  'Every part is answered with lively detail; the reader is clearly in mind.':
    'كل جزء له جواب بتفاصيل حيّة؛ واضح أن الكاتب يفكر في القارئ.',
  'Every part is answered; some details are thin.': 'كل جزء له جواب؛ بعض التفاصيل قليلة.',
  'A part of the task is missing.': 'ينقص جزء من المهمة.',
  'Is the letter easy to follow from greeting to closing?': 'هل الرسالة سهلة المتابعة من التحية إلى الختام؟',
  'Natural order, clear paragraphs, smooth links.': 'ترتيب طبيعي، وفقرات واضحة، وربط سلس.',
  'Clear paragraphs with a greeting and closing.': 'فقرات واضحة مع تحية وختام.',
  'No paragraphs, or the closing is missing.': 'لا فقرات، أو لا يوجد ختام.',
  'Tone and vocabulary': 'الأسلوب والمفردات',
  'Is the tone friendly and right for the reader, with varied words?': 'هل الأسلوب ودود ومناسب للقارئ، بكلمات متنوعة؟',
  'Warm, natural tone and vivid, varied words.': 'أسلوب دافئ وطبيعي، وكلمات حيّة ومتنوعة.',
  'Friendly tone; words are sometimes plain or repeated.': 'أسلوب ودود؛ الكلمات أحيانًا عادية أو مكررة.',
  'The tone is too formal or cold for a friend.': 'الأسلوب رسمي أو بارد أكثر من اللازم مع صديق.',
  'Are the sentences correct, with past and future forms used well?':
    'هل الجمل صحيحة، مع استعمال جيد لصيغ الماضي والمستقبل؟',
  'Almost no mistakes; tenses used confidently.': 'لا أخطاء تقريبًا؛ الأزمنة مستعملة بثقة.',
  'Frequent mistakes that confuse the reader.': 'أخطاء كثيرة تربك القارئ.',
  // report-writing: scoring
  'Does the report give an overview and the key figures accurately?': 'هل يعطي التقرير نظرة عامة وأهم الأرقام بدقة؟',
  'A clear overview and well-chosen, accurate figures.': 'نظرة عامة واضحة، وأرقام مختارة جيدًا وصحيحة.',
  'An overview is present; most key figures are given.': 'توجد نظرة عامة؛ أغلب الأرقام المهمة مذكورة.',
  'No clear overview, or figures are missing or wrong.': 'لا نظرة عامة واضحة، أو أرقام ناقصة أو خاطئة.',
  'Are the figures grouped and compared in a logical order?': 'هل الأرقام مجمّعة ومقارنة بترتيب منطقي؟',
  'Logical grouping and smooth comparisons.': 'تجميع منطقي ومقارنات سلسة.',
  'Clear paragraphs; some comparisons are mechanical.': 'فقرات واضحة؛ بعض المقارنات آلية.',
  'Numbers are listed with little order.': 'الأرقام مذكورة بلا ترتيب تقريبًا.',
  'Is there a range of words for numbers, trends and comparisons?':
    'هل توجد كلمات متنوعة للأرقام والاتجاهات والمقارنات؟',
  'Precise, varied words for data.': 'كلمات دقيقة ومتنوعة للبيانات.',
  'Enough range with some repetition.': 'تنوع كافٍ مع بعض التكرار.',
  'Very limited words; errors confuse meaning.': 'كلمات قليلة جدًا؛ الأخطاء تجعل المعنى غير واضح.',
  'Are comparisons and tenses correct?': 'هل المقارنات والأزمنة صحيحة؟',
  'Accurate comparatives and tenses throughout.': 'صيغ المقارنة والأزمنة صحيحة من البداية إلى النهاية.',
  'Some errors in comparisons or tenses.': 'بعض الأخطاء في المقارنات أو الأزمنة.',
  'Frequent errors that make figures unclear.': 'أخطاء كثيرة تجعل الأرقام غير واضحة.',
};
