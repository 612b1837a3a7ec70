import { z } from 'zod';
import { linkSchema, statSchema, type Stat, listOf } from './schemas';
import { site } from './site';

/** Texts of the home page (spec 2 "Home"); cards and tiles come from their own content files. */

const sectionSchema = z.object({ heading: z.string().min(2), intro: z.string().min(20) });

const homeCopySchema = z.object({
  hero: z.object({
    headline: z.string().min(2),
    line: z.string().min(20),
    ctas: z.array(linkSchema).min(1),
    /** Read after the second call to action's label, which says nothing on its own. */
    secondaryContext: z.string().min(2),
  }),
  discoverBand: z.object({
    eyebrow: z.string().min(2),
    heading: z.string().min(2),
    body: z.string().min(60),
    cta: linkSchema,
  }),
  services: sectionSchema.extend({ more: z.string().min(2) }),
  portfolio: sectionSchema.extend({ viewMore: linkSchema }),
  partners: sectionSchema,
  testimonials: sectionSchema,
  blogs: sectionSchema,
  banner: z.object({ heading: z.string().min(2), body: z.string().min(20) }),
  stats: listOf(statSchema, 1),
});
export type HomeCopy = z.infer<typeof homeCopySchema>;

export const homeCopy: HomeCopy = homeCopySchema.parse({
  hero: {
    headline: 'Gateway to Innovation',
    line: 'Unveiling Advanced Solutions in Data, Investments, Finance, and Marketing',
    ctas: [
      { label: 'Contact Us', href: '/engage' },
      { label: 'Learn More', href: '/discover' },
    ],
    secondaryContext: `about ${site.name}`,
  },
  discoverBand: {
    eyebrow: `About ${site.name}`,
    heading: 'A digital partner for companies that mean to grow',
    body: `Since ${site.foundedYear}, ${site.name} has helped more than twenty brands launch, grow and measure their digital business from our studio in ${site.address.locality}. We design websites and apps, win search visibility, shape brands, run marketing and provide the data, investment and finance reporting that shows what is working. One senior team, one plan and a weekly conversation with you.`,
    cta: { label: 'Get Started', href: '/engage' },
  },
  services: {
    heading: 'Services',
    intro: 'Six ways we help ambitious companies look better, get found and grow faster.',
    more: 'Explore',
  },
  portfolio: {
    heading: 'Portfolio',
    intro: 'Selected projects, each with the problem we solved and the numbers that followed.',
    viewMore: { label: 'View More', href: '/showcase' },
  },
  partners: {
    heading: 'Trusted by growing brands',
    intro: 'Clients and partners we have designed, built and grown with.',
  },
  testimonials: {
    heading: 'What our clients say',
    intro: 'Straight from the people we work with every week.',
  },
  blogs: {
    heading: 'Insights from the studio',
    intro: 'Practical articles on design, search, marketing and data from our team.',
  },
  banner: {
    heading: 'Ready to boost your online presence?',
    body: 'Pick where you want to start. Every card leads to a short call with a strategist, with no obligation.',
  },
  stats: [
    { value: '10+', label: 'Years of experience' },
    { value: '20+', label: 'Brands launched and grown' },
    { value: '100%', label: 'Transparent collaboration' },
  ],
});

export const homeStats: Stat[] = homeCopy.stats;

/** The home page's blog section: its eyebrow and its link to the listing. */
export const homeBlogsLabels = { eyebrow: 'From the Insight blog', all: 'All articles' } as const;
