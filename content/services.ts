import { serviceSchema, type Service, listOf } from './schemas';

/** The six services of the home page, with the links of spec 2 ("Services"). */
export const services: Service[] = listOf(serviceSchema, 1).parse([
  {
    title: 'Web Wizardry',
    description:
      'Websites that load fast, read clearly and turn visitors into enquiries, designed and built by one team from first sketch to launch.',
    href: '/artistry/website-design',
    icon: 'web',
  },
  {
    title: 'App Atelier',
    description:
      'Mobile and web apps for bookings, portals and field teams, prototyped with real users before we write production code.',
    href: '/artistry',
    icon: 'app',
  },
  {
    title: 'SEO. Sages',
    description:
      'Technical audits, content plans and local search work that bring the right visitors every month and show where they came from.',
    href: '/artistry',
    icon: 'seo',
  },
  {
    title: 'Branding Brilliance',
    description:
      'Logos, palettes, stationery and brand guides that give a growing company a confident, consistent face.',
    href: '/artistry',
    icon: 'branding',
  },
  {
    title: 'Marketing Maestros',
    description:
      'Search, social and email campaigns measured against leads and revenue, with a plain report every month.',
    href: '/strategy',
    icon: 'marketing',
  },
  {
    title: 'Resource Revolution',
    description:
      'Dedicated developers, designers, marketers and analysts who join your team, plus data, investment and finance reporting.',
    href: '/strategy',
    icon: 'resources',
  },
]);

/** The service choices of the contact form ("service of interest"), in the order of the cards. */
export const serviceOfInterestOptions: string[] = services.map((service) => service.title);
