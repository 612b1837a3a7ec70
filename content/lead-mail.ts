import { site } from './site';

/**
 * The words of the emails the site sends: the agency's notice of a new lead (read by its own staff), and
 * later the newsletter's confirmation. Plain data, so a rebrand or a translation edits one file.
 */
export const leadMail = {
  enquirySubject: (name: string, service: string) => `New enquiry from ${name} (${service})`,
  chatSubject: (email: string) => `New chat lead: ${email}`,
  enquiryIntro: `A visitor sent the contact form on the ${site.name} website.`,
  chatIntro: `A visitor left an email address in the ${site.name} chatbot. The conversation so far:`,
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service',
    message: 'Message',
    page: 'Page',
    referrer: 'Came from',
    at: 'Received',
  },
  none: '(none)',
  footer: 'Reply to this email to answer the visitor directly.',
  webhookEnquiry: (name: string, email: string, service: string) => `New enquiry from ${name} <${email}> about ${service}`,
  webhookChat: (email: string) => `New chat lead: ${email}`,
} as const;

/** The newsletter's confirmation email (double opt-in), in the voice of the site's footer. */
export const confirmationMail = {
  subject: `Please confirm your subscription to ${site.name}`,
  text: (confirmUrl: string, unsubscribeUrl: string) =>
    [
      `Thank you for subscribing to the ${site.name} newsletter!`,
      '',
      'Please confirm your email address by opening this link (it works for seven days):',
      confirmUrl,
      '',
      'If you did not sign up, ignore this email: you will not hear from us again.',
      `To unsubscribe at any time: ${unsubscribeUrl}`,
    ].join('\n'),
  intro: `Thank you for subscribing to the ${site.name} newsletter!`,
  action: 'Confirm my subscription',
  validity: 'The link works for seven days.',
  ignore: 'If you did not sign up, ignore this email: you will not hear from us again.',
  unsubscribe: 'Unsubscribe',
} as const;
