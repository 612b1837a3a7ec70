import { site } from './site';

/**
 * The chatbot's copy: its services and every text it shows. The chat island imports this file, so it
 * stays free of zod and of other content (lib/chat/config.ts validates the services with the rest of the
 * widget's configuration).
 */

/** A service button and the description the bot gives when it is picked. */
type ChatServiceCopy = { id: string; label: string; description: string };

/** The six services the bot offers; its projects are the site's first case studies (lib/chat/site-config.ts). */
export const chatServices = [
  {
    id: 'web-development',
    label: 'Web Development',
    description:
      'Fast, accessible websites and web apps built with Next.js and React, from the first wireframe to launch, hosting and ongoing care.',
  },
  {
    id: 'seo-marketing',
    label: 'SEO Marketing',
    description:
      'Technical audits, keyword research and content plans that lift your pages in search results, with a monthly report on rankings and organic traffic.',
  },
  {
    id: 'digital-marketing',
    label: 'Digital Marketing',
    description:
      'Paid search, social campaigns and email journeys planned around your goals and tracked end to end, so every budget line shows what it brings back.',
  },
  {
    id: 'business-consulting',
    label: 'Business Consulting',
    description:
      'Market research, business plans and growth-strategy workshops that turn a promising idea into a plan with milestones, owners and numbers.',
  },
  {
    id: 'it-services',
    label: 'IT Services',
    description:
      'Cloud set-up on AWS or Google Cloud, DevOps pipelines, security reviews and dedicated engineers who join your team for as long as you need them.',
  },
  {
    id: 'finance-services',
    label: 'Finance Services',
    description:
      'Financial models, investor decks, bookkeeping dashboards and fundraising support for start-ups and growing companies.',
  },
] satisfies ChatServiceCopy[];

/** Every text the chatbot shows, exactly as the specification words it where it does. */

export const GREETING_TEXT = 'Hi! How can I help you ?';
export const START_BUTTON_TEXT = "Let's Get Started";
export const ASK_NAME_TEXT = "Great! Let's start with your name. What should I call you?";
export const INVALID_NAME_TEXT = 'Please enter a valid name.';
export const greetByNameText = (name: string): string => `Nice to meet you, ${name}!`;
export const ASK_EMAIL_TEXT = "What's your email address? Our team will send you the details there.";
export const INVALID_EMAIL_TEXT = 'Please enter a valid email address.';
export const THANK_YOU_TEXT = 'Thank you! We have your details, and our team will get back to you within one business day.';
export const SERVICES_INTRO_TEXT = `These services are provided by ${site.name}`;
export const PORTFOLIO_INTRO_TEXT = 'Here are a few projects we are proud of. Pick one to learn more:';
export const NOT_UNDERSTOOD_TEXT = "I'm sorry, I didn't understand that.";
export const SERVICE_NEEDS_EMAIL_TEXT =
  "We're excited to show you what we have to offer! Please share your email so we can send you the details.";
export const SAVE_FAILED_TEXT = 'Sorry, something went wrong.';
export const CONFIG_ERROR_TEXT = 'Ooops. Something is missing.';
export const CLICK_HERE_TEXT = 'Click Here';
/** Read after "Click Here" and a colon, before the new-tab hint. */
export const projectCaseStudyText = (name: string): string => `${name} case study`;

/** Labels of the widget itself. */
export const CHAT_TITLE = `Chat with ${site.shortName}`;
export const CHAT_SUBTITLE = 'We usually answer right away.';
export const CHAT_LOG_LABEL = `Conversation with ${site.shortName}`;
export const CHAT_INPUT_LABEL = 'Your message';
export const SEND_BUTTON_TEXT = 'Send';
/** Read before each of the visitor's own messages, which carry no name on screen. */
export const OWN_MESSAGE_PREFIX = 'You: ';
export const TYPING_TEXT = `${site.shortName} is typing`;
export const SERVICES_GROUP_LABEL = 'Our services';
export const PORTFOLIO_GROUP_LABEL = 'Our projects';
export const CHAT_FULL_TEXT = `This conversation has reached its length limit. Please write to us at ${site.email} and we will pick it up from there.`;

export const INPUT_PLACEHOLDER = {
  name: 'Type your name',
  email: 'Type your email address',
  none: 'Type a message',
} as const;

/** What the panel says until the widget runs (JavaScript off or not loaded yet): one sentence, two links. */
export const CHAT_FALLBACK = {
  lead: 'The chat needs JavaScript, so please reach the team through',
  formLink: 'the contact form',
  formHref: '/engage#contact-form',
  or: 'or at',
} as const;
