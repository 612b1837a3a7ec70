import { site } from './site';

/** The newsletter's confirmation and unsubscribe pages: the footer's voice, short and plain. */
export const newsletterPages = {
  confirm: {
    title: 'Confirm your subscription',
    description: `Confirm your subscription to the ${site.name} newsletter.`,
    heading: 'One last step',
    lead: `Confirm your email address to receive the ${site.name} newsletter.`,
    button: 'Confirm my subscription',
  },
  confirmed: {
    title: 'Subscription confirmed',
    description: `Your subscription to the ${site.name} newsletter is confirmed.`,
    heading: 'Thank you for subscribing!',
    lead: 'Your address is confirmed. Our next newsletter is on its way to you.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    description: `Unsubscribe from the ${site.name} newsletter.`,
    heading: 'Unsubscribe from our newsletter',
    lead: 'You will no longer receive our newsletter. You can subscribe again at any time.',
    button: 'Unsubscribe',
  },
  unsubscribed: {
    title: 'Unsubscribed',
    description: `You are unsubscribed from the ${site.name} newsletter.`,
    heading: 'You are unsubscribed',
    lead: 'You will not receive our newsletter any more. We are sorry to see you go.',
  },
  invalid: {
    title: 'Link not valid',
    description: 'This newsletter link is not valid.',
    heading: 'This link does not work',
    lead: 'The link is incomplete or has expired. Please sign up again in the footer below.',
  },
  home: 'Back to the home page',
  eyebrow: 'Newsletter',
} as const;

/** The footer's sign-up: its heading and its one line. */
export const newsletterSignup = {
  heading: 'Insights in your inbox',
  text: `Practical notes on design, search, brand and data from the ${site.name} team.`,
} as const;
