import { z } from 'zod';
import { defineImage, offeringSchema, type Offering, type OfferingKey } from './schemas';

/** The four offerings of /artistry (spec 2 §3). Web is the one selected when the page opens. */

export const OFFERING_IMAGE = { width: 800, height: 600 } as const;

const illustration = (key: OfferingKey, alt: string) =>
  defineImage(`/images/artistry/${key}.svg`, OFFERING_IMAGE.width, OFFERING_IMAGE.height, alt);

export const offerings: Offering[] = z.array(offeringSchema).length(4).parse([
  {
    key: 'web',
    title: 'Website Design',
    image: illustration('web', 'Illustration of a responsive website layout with a hero banner, cards and a cursor'),
    content:
      'Marketing sites, online stores and platforms designed around what your visitors need to know and do. We research, write, design and build in one team, on Next.js or WordPress, with accessibility, speed and search visibility checked before launch.',
    href: '/artistry/website-design',
  },
  {
    key: 'app',
    title: 'App Design',
    image: illustration('app', 'Illustration of two smartphones showing a booking app and a dashboard'),
    content:
      'Mobile and web applications for bookings, customer portals, field teams and internal tools. We prototype and test with real users first, then build with React and React Native so one team can ship to the web, iOS and Android.',
    href: '/artistry/app-design',
  },
  {
    key: 'seo',
    title: 'SEO',
    image: illustration('seo', 'Illustration of a magnifying glass over search results and a rising traffic chart'),
    content:
      'Search engine optimisation that starts with the technical foundations and ends with content people search for. Audits, site structure, structured data, local listings and monthly reporting that connects rankings to enquiries.',
    href: '/artistry/seo',
  },
  {
    key: 'branding',
    title: 'Logo & Stationery',
    image: illustration('branding', 'Illustration of a logo mark, business cards and a colour palette on a desk'),
    content:
      'Identities for new ventures and refreshes for established ones: logo, palette, typography, business cards, letterheads and the templates your team uses every day, delivered with a clear brand guide.',
    href: '/artistry/logo-stationary',
  },
]);

export const defaultOfferingKey: OfferingKey = 'web';

/** The artistry page around its offering picker. */
export const artistryCopy = {
  eyebrow: 'Digital Artistry',
  heading: 'What we create',
  intro: 'Strategy, design, writing and engineering sit together, so your website, app, search presence and brand tell the same story.',
} as const;
