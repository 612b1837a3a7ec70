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
