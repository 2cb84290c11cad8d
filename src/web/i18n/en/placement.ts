// Finding a new learner's level (/welcome).
import { section } from '../english.ts';

export const placementText = section({
  placement: {
    title: 'Let us find your level',
    intro:
      'Answer up to five short questions about your English. It takes about one minute. Then you read your first story.',
    checkIntro:
      'Read three short texts, from easy to advanced, and answer two questions about each. It takes about two minutes. If you stop, your answers are kept.',
    checkHowTo: 'Tap one answer for each question. When you answer both, the next text opens.',
    textProgress: 'Text {n} of {total}',
    resumed: 'Welcome back. Your answers are kept: go on with text {n} of {total}.',
    preferCanDo: 'I prefer to say what I can do',
    preferCheck: 'I prefer to read short texts',
    loadingCheck: 'Loading the texts...',
    checkUnavailable: 'We could not load the texts. Try again, or say what you can do instead.',
    retry: 'Try again',
    scoring: 'Checking your answers...',
    scoreFailed: 'We could not check your answers. Please try again.',
    checkChanged: 'The texts have changed. Please start again.',
    startAgain: 'Start again',
    score: 'You answered {correct} of {total} questions correctly.',
    progress: 'Question {n} of {total}',
    canDo: {
      A1: 'I can read names, signs and very short sentences about myself.',
      A2: 'I can read short, simple texts like notes, menus and timetables.',
      B1: 'I can understand the main points of texts about work, school and daily life.',
      B2: 'I can read newspaper articles and understand the writer’s opinion.',
      C1: 'I can read long, difficult texts and understand almost everything.',
    },
    example: {
      A1: 'For example: “My name is Amina. I live in Toronto.”',
      A2: 'For example: “Bus 12 leaves at 8:15 from Main Street.”',
      B1: 'For example: a letter from your child’s school about a trip.',
      B2: 'For example: an article about rents in your city.',
      C1: 'For example: a report, a novel or a contract.',
    },
    yes: 'Yes, I can',
    notYet: 'Not yet',
    skip: 'Skip this for now',
    resultTitle: 'Your level: {level}',
    resultNote: 'You can change your level at any time, or take this check again in Settings.',
    firstStory: 'Read your first story',
    toHub: 'Go to the Learning Hub',
    saveFailed: 'We could not save your level. You can still read, and choose your level in Settings later.',
    again: 'Check my level again',
  },
});
