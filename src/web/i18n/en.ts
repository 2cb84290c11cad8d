// Every piece of interface text, in English. A French interface is another
// object of the same shape (Messages), so nothing can be missed.

import { privacy, terms } from './en-legal.ts';

export const en = {
  siteName: 'English Commons',
  skipToContent: 'Skip to main content',
  loading: 'Loading...',
  nav: {
    label: 'Main',
    home: 'Home',
    features: 'Features',
    about: 'About Us',
    dashboard: 'Dashboard',
    register: 'Register',
    signIn: 'Sign In',
    signOut: 'Sign Out',
    welcome: 'Welcome,',
  },
  footer: {
    label: 'Footer',
    tagline: 'Free English practice for newcomers and learners everywhere.',
    features: 'Features',
    about: 'About Us',
    dashboard: 'Dashboard',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    copyright: '© 2024 {organisation}. Free forever.',
  },
  external: {
    newTab: '(opens in a new tab)',
  },
  titles: {
    home: 'English Commons: free English practice for newcomers',
    features: 'Features | English Commons',
    about: 'About Us | English Commons',
    terms: 'Terms of Service | English Commons',
    privacy: 'Privacy Policy | English Commons',
    dashboard: 'Learning Hub | English Commons',
    reading: 'Reading Practice | English Commons',
    writing: 'Writing Practice | English Commons',
  },
  descriptions: {
    home: 'Learn English for free. Read stories at your level, listen, write with a timer and see your progress. Made for newcomers.',
    features: 'Reading, writing and progress tools for English learners. All free.',
    about: 'Who we are: a non-profit community foundation that helps newcomers learn English.',
    terms: 'The rules for using English Commons, in plain English.',
    privacy: 'What English Commons stores about you, why, and how to delete it.',
  },
  home: {
    heroTitle: 'Learn English for free, at your own pace',
    heroText:
      'Read short stories at your level. Listen to them. Write with a timer and get tips. See your progress grow, one day at a time. It is free, and it always will be.',
    join: 'Join Our Community',
    explore: 'Explore Features',
    goToDashboard: 'Go to Dashboard',
    benefitsTitle: 'Why learners like it here',
    benefits: [
      {
        title: 'Free forever',
        text: 'No fees, no ads and no paid plan. A community foundation runs this site for everyone.',
      },
      {
        title: 'Made for newcomers',
        text: 'Practise the English you need for the clinic, the bus, school and work, in simple words.',
      },
      {
        title: 'Works on any device',
        text: 'Use an old phone, a tablet or a library computer. Your progress is saved in your account.',
      },
    ],
    practiceTitle: 'What you can practise',
    practice: [
      {
        title: 'Reading',
        text: 'Stories at four levels and on eight topics. Listen to them, check words and answer questions.',
        link: 'Start reading',
      },
      {
        title: 'Writing',
        text: 'Letters, e-mails, essays and more, with a timer, a plan to follow and helpful feedback.',
        link: 'Start writing',
      },
      {
        title: 'Progress',
        text: 'Earn points, keep a daily streak, meet small daily challenges and collect badges.',
        link: 'See your progress',
      },
    ],
    communityTitle: 'Learn together',
    communityText:
      'Thousands of people learn English as a new language. Here you can learn at your own speed, and you are never alone. Volunteers help to write stories and answer questions.',
    startLearning: 'Start Learning',
    becomeVolunteer: 'Become a Volunteer',
    registerTitle: 'Ready to start?',
    registerText: 'Make a free account in one minute. You only need an e-mail address and a password.',
    registerButton: 'Create my free account',
    registerSignedIn: 'You are signed in. Your practice is waiting for you.',
  },
  features: {
    title: 'Everything you need to practise English',
    intro: 'All of these tools are free. Make an account to save your progress.',
    categories: [
      {
        title: 'Reading Practice',
        items: [
          {
            title: 'AI-powered support',
            text: 'New stories made for your level and topic, when the site has an AI helper.',
          },
          { title: 'All levels', text: 'Four levels, from your first English words to advanced reading.' },
          { title: 'Pronunciation', text: 'Listen to each story, then read it aloud and see which words were clear.' },
          { title: 'Progress tracking', text: 'See how many words you read and how fast you read.' },
          {
            title: 'Vocabulary',
            text: 'Tap a word to see what it means, with an example, and save it to learn later.',
          },
          {
            title: 'Comprehension check-ins',
            text: 'Answer five short questions after each story and see why each answer is right.',
          },
        ],
      },
      {
        title: 'Writing Practice',
        items: [
          { title: 'Practical writing help', text: 'Write the letters and e-mails you need in real life.' },
          { title: 'Guided scenarios', text: 'Each task tells you the situation and the points to cover.' },
          {
            title: 'Word count and timer',
            text: 'See your word count as you type, and practise with a timer like in an exam.',
          },
          { title: 'Templates', text: 'Follow a simple plan with useful phrases for each kind of writing.' },
          { title: 'Feedback', text: 'Get tips on spelling, grammar and how well you answered the task.' },
          { title: 'Language skills', text: 'Build better sentences, paragraphs and word choice over time.' },
        ],
      },
      {
        title: 'Your Learning Journey',
        items: [
          { title: 'Progress tracking', text: 'Your points, level and practice time in one place.' },
          {
            title: 'Milestone badges',
            text: 'Earn badges for real steps, like your first story or a week of practice.',
          },
          { title: 'Daily goals', text: 'Choose how many minutes you want to practise each day.' },
          { title: 'Consistency', text: 'Keep a daily streak. A little practice every day helps the most.' },
          { title: 'Your own pace', text: 'There is no deadline. Stop and start whenever you like.' },
          { title: 'Any device', text: 'Sign in on a phone, a tablet or a computer and continue where you stopped.' },
        ],
      },
      {
        title: 'Free Learning Resources',
        items: [
          { title: 'Downloads', text: 'Save stories and writing tasks to read or print later.' },
          { title: 'Saved progress', text: 'Your work is saved in your account, so nothing is lost.' },
          { title: 'Audio', text: 'Listen to every story with different English accents and speeds.' },
          {
            title: 'Diverse content',
            text: 'Stories about daily life, science, history, nature, technology, travel, food and sports.',
          },
          {
            title: 'Offline use',
            text: 'Keep practising when your connection drops. Your work is sent when you are back online.',
          },
          { title: 'Community support', text: 'Volunteers from the community help make the site better.' },
        ],
      },
    ],
    join: 'Join Our Community',
  },
  about: {
    title: 'About us',
    intro:
      '{organisation} is a non-profit community foundation. We run English Commons so that anyone can learn English for free.',
    missionTitle: 'Our mission',
    mission:
      'We help newcomers and English learners feel at home. Good English opens doors to work, school, health care and friendship. We want everyone to have that chance, whatever their money or background.',
    visionTitle: 'Our vision',
    vision:
      'A community where every person can understand, speak and write the language around them, and where no one is left out because of cost.',
    valuesTitle: 'Our values',
    values: [
      {
        title: 'Compassion',
        text: 'We listen first. We remember that learning a new language in a new country is hard.',
      },
      { title: 'Excellence', text: 'We make careful, correct and useful lessons, and we keep improving them.' },
      { title: 'Community', text: 'We learn together. Volunteers, learners and neighbours all help each other.' },
    ],
    dentalTitle: 'Our dental care programme',
    dental:
      'Our foundation also runs a global programme that brings free dental care to orphan homes and to blind communities. Volunteer dentists check teeth, treat pain and teach children and adults how to care for their teeth.',
    contactTitle: 'Contact us',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    startLearning: 'Start Learning Today',
    volunteer: 'Volunteer With Us',
  },
  dialog: {
    close: 'Close',
  },
  auth: {
    titles: {
      login: 'Sign in',
      register: 'Create your free account',
      forgot: 'Forgot your password?',
      reset: 'Choose a new password',
    },
    intro: {
      login: 'Welcome back! Sign in to continue learning.',
      register: 'It is free. You will use your e-mail and password to sign in.',
      forgot: 'Type the e-mail address of your account. We will show your security question.',
      reset: 'Answer your security question, then choose a new password.',
    },
    email: 'E-mail address',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Type the password again',
    username: 'Username',
    usernameHint: 'Other learners may see this name on the leaderboard.',
    securityQuestion: 'Security question',
    chooseQuestion: 'Choose a question',
    securityAnswer: 'Your answer',
    securityAnswerHint: 'You will need this answer if you forget your password. Remember exactly how you write it.',
    resetAnswerHint: 'Type the answer exactly as you wrote it when you made your account.',
    yourQuestion: 'Your question',
    show: 'Show',
    hide: 'Hide',
    showPasswordLabel: 'Show password',
    hidePasswordLabel: 'Hide password',
    submit: { login: 'Sign In', register: 'Create Account', forgot: 'Get Security Question', reset: 'Reset Password' },
    busy: {
      login: 'Signing In...',
      register: 'Creating Account...',
      forgot: 'Getting Security Question...',
      reset: 'Resetting Password...',
    },
    toRegister: 'New here? Create an account',
    toLogin: 'Already have an account? Sign in',
    toForgot: 'Forgot your password?',
    backToLogin: 'Back to sign in',
    fallback: {
      login: 'Login failed',
      register: 'Registration failed',
      forgot: 'Failed to initiate password reset',
      reset: 'Password reset failed',
    },
    operationFailed: 'Operation failed. Please try again.',
  },
  dashboard: {
    logout: 'Logout',
    confirmLogout: 'Are you sure you want to logout?',
    accountTitle: 'Your account',
    download: 'Download my data',
    deleteTitle: 'Delete my account',
    deleteText: 'This removes your account, your practice and your writing. It cannot be undone.',
    deletePassword: 'Your password',
    deleteButton: 'Delete my account forever',
  },
  legal: {
    updated: 'Last updated: {date}',
  },
  terms,
  privacy,
} as const;

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : { readonly [K in keyof T]: Widen<T[K]> };

export type Messages = Widen<typeof en>;
