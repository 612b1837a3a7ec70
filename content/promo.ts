import { z } from 'zod';
import { carouselCardSchema, promoCardSchema, type CarouselCard, type PromoCard } from './schemas';
import { site } from './site';

/** Every promotional button leads to the contact page. */
const ENGAGE = '/engage';

type PromoInput = Omit<PromoCard, 'id' | 'href'>;

const distinctPromos: PromoInput[] = [
  {
    title: 'Free website audit',
    paragraph:
      'Send us your address and within five working days you receive a short report on speed, accessibility, search visibility and the three fixes worth doing first.',
    btn: 'Request an audit',
  },
  {
    title: 'Launch in six weeks',
    paragraph:
      'A focused marketing site, designed and built on Next.js in six weeks, with copywriting, analytics and a content editor your team can use from day one.',
    btn: 'Plan my launch',
  },
  {
    title: 'SEO health check',
    paragraph:
      'A technical crawl, keyword gap analysis and local search review, presented in a one-hour call with a prioritised plan for the next quarter.',
    btn: 'Book a check',
  },
  {
    title: 'Brand starter kit',
    paragraph:
      'Logo, colour palette, type pairing and business stationery for new ventures, delivered with a compact brand guide in three weeks.',
    btn: 'Start my brand',
  },
  {
    title: 'Growth marketing sprint',
    paragraph:
      'Thirty days of tested campaigns across search, social and email, with a weekly report that ties every dollar spent to leads and revenue.',
    btn: 'Start a sprint',
  },
  {
    title: 'A dedicated developer',
    paragraph:
      `Add a senior ${site.shortName} developer or marketer to your team for a month or a year, working your hours and your tools with our support behind them.`,
    btn: 'Meet the team',
  },
];

/** The 10 promo cards (spec 2 §9): 7 to 10 repeat 1 to 4 with their own ids. */
export const promoCards: PromoCard[] = z.array(promoCardSchema).length(10).parse(
  [...distinctPromos, ...distinctPromos.slice(0, 4)].map((card, index) => ({ ...card, id: index + 1, href: ENGAGE })),
);

/** The draggable cards of the home banner ("Ready to boost your online presence?"). */
export const carouselCards: CarouselCard[] = z.array(carouselCardSchema).min(6).max(8).parse([
  {
    title: 'Website design',
    paragraph: 'Fast, accessible websites that explain what you do and turn visitors into enquiries.',
    btn: 'Get Started',
    href: ENGAGE,
  },
  {
    title: 'App design',
    paragraph: 'Mobile and web apps designed around real users, tested before a single line of code.',
    btn: 'Get Started',
    href: ENGAGE,
  },
  {
    title: 'Search engine optimisation',
    paragraph: 'Technical fixes, content and local search that bring the right visitors month after month.',
    btn: 'Get Started',
    href: ENGAGE,
  },
  {
    title: 'Branding and stationery',
    paragraph: 'Logos, palettes and stationery that make a small company look as good as it works.',
    btn: 'Get Started',
    href: ENGAGE,
  },
  {
    title: 'Digital marketing',
    paragraph: 'Campaigns across search, social and email, measured against leads and revenue, not likes.',
    btn: 'Get Started',
    href: ENGAGE,
  },
  {
    title: 'Dedicated resources',
    paragraph: 'Developers, designers and marketers who join your team for as long as you need them.',
    btn: 'Get Started',
    href: ENGAGE,
  },
  {
    title: 'Data and finance solutions',
    paragraph: 'Dashboards, investor reporting and financial models that turn your numbers into decisions.',
    btn: 'Get Started',
    href: ENGAGE,
  },
]);

/** Carousel geometry of spec 2 §9, for the carousel island. */
export const CAROUSEL_STEP_PX = 388;
export const CAROUSEL_CARD_WIDTH_PX = { base: 360, wide: 490 } as const;
