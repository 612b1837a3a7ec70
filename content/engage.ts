import { z } from 'zod';
import { site } from './site';

/**
 * Texts of /engage. Phone, email, address and map links come from the site configuration, so the
 * cards rebrand with it; these are only the words around them.
 */
const engageCopySchema = z.object({
  cards: z.object({
    call: z.object({ title: z.string().min(2), body: z.string().min(20), actionLabel: z.string().min(2) }),
    visit: z.object({ title: z.string().min(2), body: z.string().min(20), actionLabel: z.string().min(2) }),
    email: z.object({ title: z.string().min(2), body: z.string().min(20), actionLabel: z.string().min(2) }),
  }),
  map: z.object({ heading: z.string().min(2), iframeTitle: z.string().min(10) }),
  form: z.object({ heading: z.string().min(2), intro: z.string().min(20) }),
});
export type EngageCopy = z.infer<typeof engageCopySchema>;

export const engageCopy: EngageCopy = engageCopySchema.parse({
  cards: {
    call: {
      title: 'Call us',
      body: 'Speak with a strategist, Monday to Friday from 9 am to 6 pm Pacific time.',
      actionLabel: 'Call now',
    },
    visit: {
      title: 'Visit us',
      body: `Our studio is in downtown ${site.address.locality}, a short walk from Montgomery Street station. Please book a time before you come.`,
      actionLabel: 'Get directions',
    },
    email: {
      title: 'Email us',
      body: 'Tell us about your project and a member of our team will reply within one working day.',
      actionLabel: 'Send an email',
    },
  },
  map: {
    heading: 'Find our studio',
    iframeTitle: `Map showing the ${site.name} studio at ${site.address.street}, ${site.address.locality}`,
  },
  form: {
    heading: 'Tell us about your project',
    intro: 'Share a few details and we will come back with ideas, a rough timeline and the right person to talk to.',
  },
});
