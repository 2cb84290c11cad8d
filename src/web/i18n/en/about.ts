// The about page, and the contact details the help page shows too.
import { section } from '../english.ts';

export const aboutText = section({
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
});
