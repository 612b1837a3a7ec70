import { z } from 'zod';

/** The bar shown above a draft in preview (app/insight/preview/[slug]/page.tsx) and the preview link's answers. */
export const previewCopy = z
  .strictObject({
    label: z.string().min(1),
    exit: z.string().min(1),
    explanation: z.string().min(1),
    title: z.string().min(1),
    invalidLink: z.string().min(1),
    notConfigured: z.string().min(1),
  })
  .parse({
    label: 'Preview',
    exit: 'exit',
    explanation: 'You are seeing the draft of this post. Visitors do not see it until it is published.',
    title: 'Preview',
    invalidLink: 'This preview link is not valid or has expired. Ask for a new link.',
    notConfigured: 'Preview is not configured on this server (PREVIEW_SECRET).',
  });
