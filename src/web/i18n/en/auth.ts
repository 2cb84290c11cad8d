// Signing in, registering and resetting a password: the sign-in dialog, the reset-code page and the account settings.
import { SECURITY_QUESTIONS } from '#src/domain/enums.ts';
import { section } from '../english.ts';

export const authText = section({
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
    /** SECURITY_QUESTIONS, in the same order; the account keeps the English (SPEC §3). */
    questions: SECURITY_QUESTIONS,
    securityAnswer: 'Your answer',
    securityAnswerHint: 'You will need this answer if you forget your password. Capital letters do not matter.',
    resetAnswerHint: 'Type the answer you gave when you made your account. Capital letters do not matter.',
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
  resetCode: {
    title: 'Use a reset code',
    intro:
      'Did you forget your password and your security answer? A volunteer can give you a code. Type the code here, then choose a new password and a new security question.',
    code: 'Reset code',
    codeHint: 'It looks like ABCD-EFGH-JKMN-PQRS. It works one time, for 24 hours.',
    newSecurity: 'Your new security question',
    submit: 'Save and sign in',
    busy: 'Saving...',
    fallback: 'The reset did not work. Please try again.',
    toHub: 'Go to my Learning Hub',
    noCode: 'No code? Ask us. Our phone numbers and e-mail are on this page:',
    aboutLink: 'About Us',
  },
});
