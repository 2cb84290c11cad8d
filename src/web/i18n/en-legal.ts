// The terms and privacy pages, in plain English. They describe what the code
// really does; change them when the code changes.

export const terms = {
  title: 'Terms of Service',
  updated: '22 November 2026',
  intro:
    'These are the rules for using English Commons. We wrote them in simple English. Please read them before you make an account.',
  sections: {
    free: {
      heading: 'Free forever',
      paragraphs: [
        'English Commons is free. We do not charge fees, we do not have a paid plan and we do not show ads. A non-profit community foundation runs the site.',
      ],
    },
    age: {
      heading: 'Who can use the site',
      paragraphs: [
        'You must be at least 13 years old to make an account. If you are under the age of adulthood where you live, please ask a parent or guardian before you sign up.',
      ],
    },
    account: {
      heading: 'Your account',
      paragraphs: [
        'You need an e-mail address, a password and a security question to make an account. Keep your password and your security answer secret. Anyone who knows them can open your account.',
        'We do not send e-mails. If you forget your password, you reset it with your security answer.',
      ],
    },
    conduct: {
      heading: 'Be kind and honest',
      paragraphs: [
        "Use the site to learn. Do not try to open other people's accounts, break the site, or send large amounts of automatic requests. Do not use a rude or hurtful username.",
        'We may close an account that breaks these rules.',
      ],
    },
    writing: {
      heading: 'Your writing',
      paragraphs: [
        'The texts you write stay yours. We keep them only to show you your work, your scores and your feedback.',
      ],
    },
    content: {
      heading: 'Learning content and feedback',
      paragraphs: [
        'Our stories, questions and feedback are made to help you learn. They can have mistakes. Some content may be made by an AI service; it is checked by rules, not by a person. Feedback on your writing is an estimate, not an official exam result.',
      ],
    },
    guarantee: {
      heading: 'No guarantee',
      paragraphs: [
        'We work hard to keep the site running, but we cannot promise that it will always be available or free of errors. Volunteers run it with care and on a small budget.',
      ],
    },
    leaving: {
      heading: 'Leaving',
      paragraphs: [
        'You can stop using the site at any time. You can download your data or delete your account from your settings, as the Privacy Policy explains.',
      ],
    },
    changes: {
      heading: 'Changes and questions',
      paragraphs: [
        'If we change these terms, we will show the new date at the top of this page. If you have a question, please contact us using the details on the About Us page.',
      ],
    },
  },
};

export const privacy = {
  title: 'Privacy Policy',
  updated: '22 November 2026',
  intro:
    'This page explains what we store about you, why we store it, and how you can see or delete it. We collect as little as we can.',
  sections: {
    stored: {
      heading: 'What we store',
      paragraphs: [
        'Your account: your e-mail address, your username, your security question, and your password and security answer. We never store your password or your answer as plain text. We store only a scrambled form (a hash) that cannot be turned back into the original.',
        'Your practice: the stories you read, your quiz scores, the words you save, the time you practise, your points, badges and streak.',
        'Your writing: the texts you write for writing tasks, with their scores and feedback.',
        'Your settings: your daily goal, favourite topics, theme and similar choices.',
        'A sign-in cookie: a random code that keeps you signed in. It is deleted when you sign out or after a period of not using the site.',
      ],
    },
    why: {
      heading: 'Why we store it',
      paragraphs: [
        'We store these things only to run the site for you: to sign you in, to save your progress, to show you your work, and to make the weekly leaderboard. We also keep short technical logs (like the time and address of a request) to keep the site safe and fix problems; the volunteers who run the site delete them after 14 days.',
      ],
    },
    never: {
      heading: 'What we never do',
      paragraphs: [
        'We do not show ads. We do not sell or rent your data to anyone. We do not use tracking or advertising cookies. We do not send you marketing e-mails.',
      ],
    },
    leaderboard: {
      heading: 'The leaderboard',
      paragraphs: [
        'The weekly leaderboard shows usernames and points only, never e-mail addresses. You can hide yourself from the leaderboard in your settings.',
      ],
    },
    ai: {
      heading: 'AI services',
      paragraphs: [
        'Some community servers connect the site to an AI service to make new stories, translations and writing feedback. When that is turned on, the text of your request is sent to that service: the level and topic you chose, the story to translate, or the text you wrote and its task. Your name, e-mail address and password are never sent.',
        'When no AI service is set up, nothing leaves our server: stories come from our own library and feedback is made on our server.',
      ],
    },
    yourData: {
      heading: 'See, download or delete your data',
      paragraphs: [
        'You can download a copy of your data from your settings. You can also delete your account there. When you delete it, we remove your account, your practice and your writing from our database.',
        'If you cannot sign in, contact us with the details on the About Us page and we will help you.',
      ],
    },
    children: {
      heading: 'Children',
      paragraphs: [
        'You must be at least 13 years old to make an account. We do not knowingly keep data about younger children.',
      ],
    },
    changes: {
      heading: 'Changes and questions',
      paragraphs: [
        'If we change this policy, we will show the new date at the top of this page. If you have a question about your data, please contact us using the details on the About Us page.',
      ],
    },
  },
};
