import { z } from 'zod';
import { carouselCardSchema, type CarouselCard } from './schemas';

/** Every card of the home banner carousel leads to the contact page. */
const ENGAGE = '/engage';

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
