// The help page (/help).
import { section } from '../english.ts';

export const helpText = section({
  help: {
    title: 'Help',
    intro: 'How to use this site, answers to common questions, and how to reach our volunteers.',
    howTitle: 'How to use the site',
    how: {
      reading: {
        title: 'Reading',
        text: 'On your Learning Hub, open Reading Practice. Choose your level, then a topic. A story opens. You can choose another story from the list under it.',
      },
      wordHelp: {
        title: 'Word help',
        text: 'Tap a word in the story to see what it means. Often you also see an example, and the word in French or in the language of your menus. Press "Add to my words" to keep it, then review your words on the Learning Hub, a few each day.',
      },
      listening: {
        title: 'Listening',
        text: 'Press "Play Audio" to hear the story. Tap a sentence to listen from there. The speed is on the bar under the story (at First steps, in Settings); Settings lets you choose the accent and the voice.',
      },
      quizzes: {
        title: 'Quizzes',
        text: 'After a story, press "Practice Questions". Choose an answer for each question, then press "Check my answers". You see your score and why each answer is right.',
      },
      writing: {
        title: 'Writing',
        text: 'Open Writing Practice and choose what to write. Read the task, the plan and the useful phrases. Write in the box, with the timer if you like. "Get feedback" shows possible mistakes. "Complete Task" saves your text and gives your score.',
      },
      progress: {
        title: 'Progress',
        text: 'On your Learning Hub, press "Profile & Progress" to see your points, level, streak, badges and daily challenges. Your settings are there too: daily goal, text size, sounds and reminders.',
      },
    },
    faqTitle: 'Questions and answers',
    faq: {
      free: {
        question: 'Is it really free?',
        answer:
          'Yes. There are no fees, no paid plan and no ads, now or later. A non-profit community foundation runs the site.',
      },
      offline: {
        question: 'Can I use it without internet?',
        answer:
          'Yes, for what you save. Open a story or a writing task and press "Save for offline". Without internet you can still open it, listen, answer the questions and write. Your answers and texts stay on your device and are sent when you are back online. Your writing score comes then.',
      },
      data: {
        question: 'What do you keep about me?',
        answer:
          'Your account, your settings and your practice: stories, answers, words and texts. We do not sell it. On your Learning Hub you can download all of it, or delete your account and everything in it.',
      },
      password: {
        question: 'I forgot my password. What can I do?',
        answer:
          'Press "Sign In", then "Forgot your password?". Type your e-mail, answer your security question and choose a new password. Did you forget the answer too? Ask a volunteer for a reset code, then use it on the reset code page.',
      },
      french: {
        question: 'Can I see the site in my language?',
        answer:
          'Yes. Choose your language in the language menu at the top of every page. The stories stay in English: they are what you learn. Beside each story you can show a translation: in French for every story, and in Arabic, Persian, Ukrainian and Spanish for the easiest ones ("First steps in English" and "Early learner"). The menu says what each language has.',
      },
    },
    contactTitle: 'Talk to a volunteer',
    contactText:
      'A question, or something does not work? Call or write to {organisation}, the foundation that runs this site.',
    reportText: 'A mistake in a story or a task? Press "Report a problem" under it. A volunteer will look at it.',
    volunteerText: 'Would you like to help other learners?',
    privacyLink: 'Read our Privacy Policy',
    resetLink: 'Use a reset code',
  },
});
