import { z } from 'zod';
import { legalDocumentSchema, type LegalDocument } from './schemas';
import { popupDismissedKey, site } from './site';

/**
 * The legal texts of /legal/terms, /legal/privacy and /legal/refund, written for the fictional agency
 * in plain English. Names, addresses and storage keys come from the site configuration.
 */

const LAST_UPDATED = '2026-11-01';
const postalAddress = `${site.name}, ${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}`;

/** Spec 2 §9, quoted on the refund page. */
export const refundRule =
  "Returns of our own products must be requested within three days of trial and before the item is used. Services are not refundable. Third-party products follow the third party's rules.";

export const terms: LegalDocument = legalDocumentSchema.parse({
  path: '/legal/terms',
  title: 'Terms of Service',
  lastUpdated: LAST_UPDATED,
  summary: `These terms apply when you use this website or engage ${site.name} for design, development, search, marketing, dedicated resources or data and finance services. Please read them together with our privacy and refund policies.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `This website is operated by ${site.name} ("${site.shortName}", "we", "us"), a digital agency based at ${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}. You can reach us at ${site.email} or ${site.phone.display}.`,
        'By using the website you accept these terms. If you do not agree with them, please do not use the website.',
      ],
    },
    {
      heading: 'Using this website',
      paragraphs: [
        'You may read, share and link to our pages for personal and business purposes. You may not copy large parts of the website, use it to send spam, try to break or overload it, or collect the personal details of our team or other visitors.',
        'We work to keep the website accurate and available, but it is provided as it is. Articles, case studies and examples are general information, not professional, legal or financial advice for your situation.',
      ],
    },
    {
      heading: 'Our content and trademarks',
      paragraphs: [
        `The text, illustrations, design and code of this website belong to ${site.name} or to the clients and partners who allowed us to show their work. Client names and logos remain the property of their owners.`,
        'Quoting a short passage with a link back to the original page is welcome. Any other reuse needs our written permission.',
      ],
    },
    {
      heading: 'Working with us',
      paragraphs: [
        'Every project is governed by a written proposal or statement of work that sets out the scope, deliverables, timeline, fees and payment schedule. If that document and these terms differ, the signed document applies.',
        'Unless the proposal says otherwise, we invoice a deposit of 50% before work begins and the balance in stages as agreed. Invoices are due within 30 days. We may pause work on an account that is more than 30 days overdue, after giving you notice in writing.',
        'Changes to the agreed scope are welcome. We will estimate their cost and effect on the timeline and start them once you approve the estimate in writing.',
      ],
    },
    {
      heading: 'Your materials and approvals',
      paragraphs: [
        'You are responsible for the text, images, data and trademarks you give us, and for having the right to use them. We rely on your approvals at each stage; once you approve a deliverable, further changes to it are treated as a change of scope.',
      ],
    },
    {
      heading: 'Who owns the work',
      paragraphs: [
        'When you have paid in full, you own the final deliverables made specifically for you, such as your logo, designs, written content and custom code. Until then we grant you a licence to use them for the project.',
        'We keep ownership of our general tools, code libraries, templates and know-how, and grant you a permanent licence to use the parts included in your deliverables. Open-source software and third-party products remain under their own licences.',
        'Unless you ask us not to, we may show completed work in our portfolio and mention you as a client. We never publish confidential information.',
      ],
    },
    {
      heading: 'Third-party services',
      paragraphs: [
        'Projects often rely on services from other companies, such as hosting, domain names, software licences, plugins, stock images and advertising platforms. Their own terms and prices apply, and we are not responsible for changes they make or for their outages.',
      ],
    },
    {
      heading: 'Limits of our liability',
      paragraphs: [
        'We carry out our work with reasonable skill and care. We cannot promise particular search rankings, advertising results or investment returns, because they depend on factors outside our control.',
        'To the extent the law allows, our total liability for any project is limited to the fees you paid for that project in the twelve months before the claim, and we are not liable for indirect losses such as lost profits or lost data. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Ending an engagement',
      paragraphs: [
        "Either side may end a project with 30 days' written notice. You pay for the work done up to the end date, and we hand over everything completed so far. Retainers and dedicated-resource agreements end as set out in their own terms.",
      ],
    },
    {
      heading: 'Governing law and changes',
      paragraphs: [
        `These terms are governed by the laws of the State of California. Disputes will be heard by the courts of ${site.address.locality} County, unless we both agree to mediation first, which we always suggest.`,
        'We may update these terms from time to time. The date at the top shows the latest version; changes do not affect projects already signed.',
      ],
    },
  ],
});

export const privacy: LegalDocument = legalDocumentSchema.parse({
  path: '/legal/privacy',
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  summary: `This policy explains what personal information ${site.name} collects through this website, why, how long we keep it and the choices you have. We collect as little as we can and never sell it.`,
  sections: [
    {
      heading: 'Who is responsible',
      paragraphs: [
        `${postalAddress}, is responsible for the personal information described here. Questions and requests go to ${site.email}.`,
      ],
    },
    {
      heading: 'The newsletter',
      paragraphs: [
        'When you subscribe to our newsletter, we store your email address and the date you subscribed. We use it only to send the newsletter, about one email a month, and to keep a record of your consent.',
        'Every newsletter contains a link to unsubscribe. You can also write to us and we will remove you straight away.',
      ],
    },
    {
      heading: 'The chat assistant',
      paragraphs: [
        'Our chat assistant is a scripted helper, not a person and not an AI model. It asks for your email address so our team can follow up on your questions.',
        'When you give your email address in the chat, we store it together with the transcript of that conversation: the messages you typed and the options you picked, such as the services or projects you were interested in. We use the transcript to understand your request and to reply to you.',
      ],
    },
    {
      heading: 'The contact form',
      paragraphs: [
        'The form on our contact page asks for your name, your email address, an optional phone number, the service you are interested in and your message. We use these details to answer your enquiry and, if you become a client, to prepare a proposal.',
      ],
    },
    {
      heading: 'How we store and share it',
      paragraphs: [
        'Newsletter subscriptions, chat transcripts and contact enquiries are stored in our own database and, where we use one, forwarded to the customer-relationship system our team works from. Both are protected by access controls and encrypted connections.',
        'We share personal information only with service providers who help us run the website and our business, such as hosting and email delivery, under contracts that forbid them from using it for anything else. We do not sell or rent personal information, and we do not share it for targeted advertising.',
      ],
    },
    {
      heading: 'The embedded map',
      paragraphs: [
        "The contact page shows our location on a map provided by OpenStreetMap in an embedded frame. The map only loads when you scroll to it. When it loads, your browser connects to OpenStreetMap's servers, which receive your IP address and browser details under the OpenStreetMap Foundation's own privacy policy. The directions link opens OpenStreetMap in a new tab.",
        `The "Let's Meet" link opens our scheduling provider in a new tab; anything you enter there is handled under that provider's privacy policy.`,
      ],
    },
    {
      heading: 'Information stored in your browser',
      paragraphs: [
        "We do not use advertising cookies. The website keeps two items in your browser's local storage, which never leave your device unless you send them to us:",
        'chat_messages holds your conversation with the chat assistant and an expiry time, so the chat survives a page change. It expires after one day and is then discarded.',
        `${popupDismissedKey} records that you closed the promotional pop-up, so we do not show it to you again. It contains no personal information and stays until you clear your browser storage.`,
        'You can delete both at any time in your browser settings.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Newsletter addresses are kept until you unsubscribe, then deleted within 30 days; we keep a record that you unsubscribed so we never email you again by mistake.',
        'Chat transcripts and contact enquiries are kept for 24 months after our last conversation and then deleted, unless you become a client. Client records are kept for the length of the engagement and seven years afterwards, as tax law requires.',
        'Our servers keep technical logs, including IP addresses, for up to 30 days to protect the website against abuse.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can ask us to show you the personal information we hold about you, correct it, delete it, give you a copy in a portable format, or stop using it for a particular purpose. California residents have these rights under the California Consumer Privacy Act, and visitors from the European Economic Area and the United Kingdom have them under the GDPR.',
        `Send your request to ${site.email}. We will confirm it within 10 days and answer within 30 days. We will never treat you differently for using your rights. If you are not satisfied with our answer, you may complain to your local data protection authority.`,
      ],
    },
    {
      heading: 'Children and changes',
      paragraphs: [
        'This website is meant for businesses and is not directed at children under 16. We do not knowingly collect their information.',
        'If we change this policy, we will update the date at the top and, for significant changes, tell newsletter subscribers by email.',
      ],
    },
  ],
});

export const refund: LegalDocument = legalDocumentSchema.parse({
  path: '/legal/refund',
  title: 'Refund Policy',
  lastUpdated: LAST_UPDATED,
  summary: refundRule,
  sections: [
    {
      heading: 'Our own products',
      paragraphs: [
        `${site.name} sells a small number of its own products, such as website and presentation templates, brand starter kits and printed stationery samples. Many of them come with a trial so you can check they suit you.`,
        'Returns of our own products must be requested within three days of trial and before the item is used. "Used" means published on a live website, printed, sent to clients or otherwise put to work. Once an item has been used, it can no longer be returned.',
        'Approved returns are refunded to the original payment method within 10 working days.',
      ],
    },
    {
      heading: 'Services',
      paragraphs: [
        "Services are not refundable. This includes design, development, search optimisation, marketing, consulting, dedicated resources and data and finance work, including deposits that reserve our team's time.",
        'If something is not right with a deliverable, tell us. Fixing work that does not meet the agreed scope is part of every project, at no extra cost.',
      ],
    },
    {
      heading: 'Third-party products',
      paragraphs: [
        "Products we buy or resell on your behalf, such as domain names, hosting plans, software licences, plugins, fonts, stock images and advertising spend, follow the third party's rules. Where a third party offers a refund, we will request it for you and pass on whatever it returns.",
      ],
    },
    {
      heading: 'How to ask for a return',
      paragraphs: [
        `Email ${site.email} with your order or invoice number, the product and the reason for the return, or call us on ${site.phone.display}. We confirm every request in writing within two working days.`,
      ],
    },
  ],
});

export const legalDocuments: LegalDocument[] = z.array(legalDocumentSchema).length(3).parse([terms, privacy, refund]);

/** The words of the legal pages around their documents. */
export const legalCopy = {
  eyebrow: 'Legal',
  inShort: 'In short',
  refundInShort: 'The rule in short',
  lastUpdated: 'Last updated',
  related: 'Related documents',
  readFull: 'Read the full text',
  overview: `These documents explain the rules for using this website and for working with ${site.name}: what we agree to do, what we do with the information you share with us, and when we can give your money back. Each one is written in plain English and dated, so you always know which version applies.`,
  /** One sentence around the address and the phone number, which are links. */
  questions: {
    heading: 'Questions about these documents?',
    beforeEmail: 'Ask us before you sign anything. Write to',
    beforePhone: 'or call',
    after:
      'and we will answer within one working day. To use your privacy rights, such as seeing or deleting the information we hold about you, send the same address a short note and we will confirm it within 10 days.',
  },
  /** The sentence around the address and the phone number at the end of each document. */
  documentQuestions: {
    beforeEmail: 'Questions about this document? Write to',
    beforePhone: 'or call',
  },
} as const;
