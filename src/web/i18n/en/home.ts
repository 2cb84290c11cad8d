// The home page (/).
import { section } from '../english.ts';

export const homeText = section({
  home: {
    heroTitle: 'Learn English for free, at your own pace',
    heroText:
      'Read short stories at your level. Listen to them. Write with a timer and get tips. See your progress grow, one day at a time. It is free, and it always will be.',
    join: 'Join Our Community',
    explore: 'Explore Features',
    goToDashboard: 'Go to Dashboard',
    benefitsTitle: 'Why learners like it here',
    benefits: {
      free: {
        title: 'Free forever',
        text: 'No fees, no ads and no paid plan. A community foundation runs this site for everyone.',
      },
      newcomers: {
        title: 'Made for newcomers',
        text: 'Practise the English you need for the clinic, the bus, school and work, in simple words.',
      },
      anyDevice: {
        title: 'Works on any device',
        text: 'Use an old phone, a tablet or a library computer. Your progress is saved in your account.',
      },
    },
    practiceTitle: 'What you can practise',
    practice: {
      reading: {
        title: 'Reading',
        text: 'Stories at four levels and on eight topics. Listen to them, check words and answer questions.',
        link: 'Start reading',
      },
      writing: {
        title: 'Writing',
        text: 'Letters, e-mails, essays and more, with a timer, a plan to follow and helpful feedback.',
        link: 'Start writing',
      },
      progress: {
        title: 'Progress',
        text: 'Earn points, keep a daily streak, meet small daily challenges and collect badges.',
        link: 'See your progress',
      },
    },
    communityTitle: 'Learn together',
    communityText:
      'Thousands of people learn English as a new language. Here you can learn at your own speed, and you are never alone. Volunteers help to write stories and answer questions.',
    startLearning: 'Start Learning',
    becomeVolunteer: 'Become a Volunteer',
    registerTitle: 'Ready to start?',
    accountDeleted:
      'Your account and everything it held are deleted. Thank you for learning with us: you are welcome back any time.',
    registerText:
      'Make a free account in a few minutes: a username, your e-mail address, a password and a security question, in case you forget the password.',
    registerButton: 'Create my free account',
    registerSignedIn: 'You are signed in. Your practice is waiting for you.',
  },
});
