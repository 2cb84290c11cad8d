// The features page (/features).
import { section } from '../english.ts';

export const featuresText = section({
  features: {
    title: 'Everything you need to practise English',
    intro: 'All of these tools are free. Make an account to save your progress.',
    categories: {
      reading: {
        title: 'Reading Practice',
        items: {
          aiStories: {
            title: 'AI-powered support',
            text: 'New stories made for your level and topic, when the site has an AI helper.',
          },
          levels: { title: 'All levels', text: 'Four levels, from your first English words to advanced reading.' },
          pronunciation: {
            title: 'Pronunciation',
            text: 'Listen to each story, then read it aloud and see which words were clear.',
          },
          progressTracking: {
            title: 'Progress tracking',
            text: 'See your points, your streak, the stories you read, and the words you read and wrote each week.',
          },
          vocabulary: {
            title: 'Vocabulary',
            text: 'Tap a word to see what it means, with an example, and save it to learn later.',
          },
          quizzes: {
            title: 'Comprehension check-ins',
            text: 'Answer five short questions after each story and see why each answer is right.',
          },
        },
      },
      writing: {
        title: 'Writing Practice',
        items: {
          realLife: { title: 'Practical writing help', text: 'Write the letters and e-mails you need in real life.' },
          scenarios: { title: 'Guided scenarios', text: 'Each task tells you the situation and the points to cover.' },
          timer: {
            title: 'Word count and timer',
            text: 'See your word count as you type, and practise with a timer like in an exam.',
          },
          templates: { title: 'Templates', text: 'Follow a simple plan with useful phrases for each kind of writing.' },
          feedback: { title: 'Feedback', text: 'Get tips on spelling, grammar and how well you answered the task.' },
          skills: { title: 'Language skills', text: 'Build better sentences, paragraphs and word choice over time.' },
        },
      },
      journey: {
        title: 'Your Learning Journey',
        items: {
          progress: { title: 'Progress tracking', text: 'Your points, level and practice time in one place.' },
          badges: {
            title: 'Milestone badges',
            text: 'Earn badges for real steps, like your first story or a week of practice.',
          },
          dailyGoal: { title: 'Daily goals', text: 'Choose how many minutes you want to practise each day.' },
          streak: { title: 'Consistency', text: 'Keep a daily streak. A little practice every day helps the most.' },
          ownPace: { title: 'Your own pace', text: 'There is no deadline. Stop and start whenever you like.' },
          anyDevice: {
            title: 'Any device',
            text: 'Sign in on a phone, a tablet or a computer: your points, your saved words and your finished work are there. A draft and the story you were reading stay on the device where you left them.',
          },
        },
      },
      resources: {
        title: 'Free Learning Resources',
        items: {
          downloads: { title: 'Downloads', text: 'Save stories and writing tasks to read or print later.' },
          savedProgress: { title: 'Saved progress', text: 'Your work is saved in your account, so nothing is lost.' },
          audio: { title: 'Audio', text: 'Listen to every story with different English accents and speeds.' },
          topics: {
            title: 'Diverse content',
            text: 'Stories about daily life, science, history, nature, technology, travel, food and sports.',
          },
          offline: {
            title: 'Offline use',
            text: 'Keep practising when your connection drops. Your work is sent when you are back online.',
          },
          community: { title: 'Community support', text: 'Volunteers from the community help make the site better.' },
        },
      },
    },
    join: 'Join Our Community',
  },
});
