import type { SameKeys } from '../../define-namespace';
import type { callMe as tr } from '../tr/call-me';

export const callMe: SameKeys<typeof tr> = {
  title: 'Call Me Back',
  intro: 'Leave your details and one of our agents will call you as soon as possible.',
  name: 'Full name',
  phone: 'Phone',
  phoneHint: 'Digits only, 10–15 of them (e.g. 905321234567).',
  preferredTime: 'When should we call you?',
  times: {
    anytime: 'Any time',
    morning: 'Morning (09:00–12:00)',
    afternoon: 'Afternoon (12:00–18:00)',
    evening: 'Evening (18:00–22:00)',
  },
  note: 'Your note (optional)',
  submit: 'Call me',
  sending: 'Sending...',
  successTitle: 'Your request has been received',
  another: 'Make another request',
  failed: 'Your request could not be sent. Please try again.',
};
