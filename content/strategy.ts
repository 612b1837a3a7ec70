import { z } from 'zod';
import {
  defineImage,
  linkSchema,
  socialChannelSchema,
  strategyPanelSchema,
  type SocialChannel,
  type StrategyPanel,
  listOf,
} from './schemas';
import { site } from './site';

/** Texts of /strategy (spec 2 "Strategy"). The six partner logos are `strategyPartners` in partners.ts. */

export const STRATEGY_PANEL_IMAGE = { width: 800, height: 600 } as const;

export const strategyPanels: StrategyPanel[] = // One panel slides in from each side.
listOf(strategyPanelSchema, 1, 2).parse([
  {
    number: '01',
    title: 'Marketing that compounds',
    body: 'We plan campaigns around your sales cycle, not the calendar. Search, social and email work together, every audience and message is tested, and each month you see which dollars turned into leads and revenue.',
    points: [
      'Channel strategy built from your customer data and competitors',
      'Paid search and paid social managed with weekly optimisation',
      'Email and lifecycle journeys that bring customers back',
      'One monthly report that ties spend to pipeline and revenue',
    ],
    image: defineImage(
      '/images/strategy/marketing.svg',
      STRATEGY_PANEL_IMAGE.width,
      STRATEGY_PANEL_IMAGE.height,
      'Illustration of a megaphone, social posts and a rising campaign chart',
    ),
  },
  {
    number: '02',
    title: 'Resources that scale with you',
    body: 'Need a developer for a quarter, a marketer for a launch or an analyst for your board pack? Our people join your team on your tools and your hours, with our practice leads and processes behind them.',
    points: [
      'Dedicated developers, designers, marketers and analysts',
      'Flexible terms from one month, with a named coordinator',
      'Data dashboards, investor reporting and financial models',
      'Quality reviews by our senior team on every engagement',
    ],
    image: defineImage(
      '/images/strategy/resources.svg',
      STRATEGY_PANEL_IMAGE.width,
      STRATEGY_PANEL_IMAGE.height,
      'Illustration of team members connected around a shared dashboard',
    ),
  },
]);

/** The six social channel tiles; each links to the agency's profile on that network. */
export const socialChannels: SocialChannel[] = listOf(socialChannelSchema, 1).parse([
  {
    name: 'Facebook',
    network: 'facebook',
    tags: ['Community', 'Local ads', 'Events'],
    description: 'Community pages and precisely targeted local campaigns for businesses with a neighbourhood.',
    href: site.social.facebook,
  },
  {
    name: 'Instagram',
    network: 'instagram',
    tags: ['Reels', 'Stories', 'Shopping'],
    description: 'Visual storytelling, short video and shoppable posts for brands people want to be seen with.',
    href: site.social.instagram,
  },
  {
    name: 'LinkedIn',
    network: 'linkedin',
    tags: ['B2B', 'Thought leadership', 'Lead generation'],
    description: 'Executive content and lead-generation campaigns that reach decision makers directly.',
    href: site.social.linkedin,
  },
  {
    name: 'YouTube',
    network: 'youtube',
    tags: ['Video SEO', 'Tutorials', 'Pre-roll'],
    description: 'Channel strategy, searchable tutorials and video ads that keep working long after upload.',
    href: site.social.youtube,
  },
  {
    name: 'X (Twitter)',
    network: 'twitter',
    tags: ['Real time', 'Customer care', 'Launches'],
    description: 'Fast, conversational updates for launches, live events and customer questions.',
    href: site.social.twitter,
  },
  {
    name: 'Pinterest',
    network: 'pinterest',
    tags: ['Inspiration', 'Product pins', 'Seasonal'],
    description: 'Evergreen product discovery for home, food, fashion and lifestyle brands.',
    href: site.social.pinterest,
  },
]);

const strategyCopySchema = z.object({
  panelsHeading: z.string().min(2),
  testimonialsHeading: z.string().min(2),
  social: z.object({ heading: z.string().min(2), intro: z.string().min(20) }),
  resources: z.object({ heading: z.string().min(2), body: z.string().min(40), viewMore: linkSchema }),
});
export type StrategyCopy = z.infer<typeof strategyCopySchema>;

export const strategyCopy: StrategyCopy = strategyCopySchema.parse({
  panelsHeading: 'Two engines for growth',
  testimonialsHeading: 'Results our clients talk about',
  social: {
    heading: 'Where your audience already is',
    intro: 'We plan, create and manage content and campaigns on the six networks that matter most to our clients.',
  },
  resources: {
    heading: 'Your Goals, Our Resources',
    body: 'We work alongside investors, banks and technology partners, so our clients can count on capital, data and infrastructure as well as creativity.',
    viewMore: { label: 'View More', href: '/discover/investor-relations' },
  },
});
