import { z } from 'zod';

const linkSchema = z.object({ label: z.string().min(1), href: z.string().startsWith('/') });
const navItemSchema = z.object({
  label: z.string().min(1),
  href: z.string().startsWith('/'),
  children: z.array(linkSchema).optional(),
});

export type NavLink = z.infer<typeof linkSchema>;
export type NavItem = z.infer<typeof navItemSchema>;

/** The main menu; items with children become dropdowns (desktop) and sub-lists (mobile). */
export const mainNav: NavItem[] = z.array(navItemSchema).parse([
  {
    label: 'Discover',
    href: '/discover',
    children: [
      { label: 'Overview', href: '/discover' },
      { label: 'Our Team', href: '/discover/team' },
      { label: 'All Team Members', href: '/discover/all-team' },
      { label: 'Testimonials', href: '/discover/testimonials' },
      { label: 'Investor Relations', href: '/discover/investor-relations' },
      { label: 'Media Marvels', href: '/discover/media-marvels' },
    ],
  },
  {
    label: 'Digital Artistry',
    href: '/artistry',
    children: [
      { label: 'All Solutions', href: '/artistry' },
      { label: 'Website Design', href: '/artistry/website-design' },
      { label: 'App Design', href: '/artistry/app-design' },
      { label: 'SEO', href: '/artistry/seo' },
      { label: 'Logo & Stationery', href: '/artistry/logo-stationary' },
    ],
  },
  { label: 'Strategy', href: '/strategy' },
  {
    label: 'Showcase',
    href: '/showcase',
    children: [
      { label: 'Showcase Overview', href: '/showcase' },
      { label: 'Portfolio', href: '/showcase/portfolio' },
      { label: "Clients' Work", href: '/showcase/clients-work' },
    ],
  },
  { label: 'Insight', href: '/insight/page/1' },
  { label: 'Engage', href: '/engage' },
  { label: 'Legal', href: '/legal' },
]);

/** Footer link groups: every section and page of the site. */
export const footerGroups: { title: string; links: NavLink[] }[] = [
  {
    title: 'Discover',
    links: [
      { label: 'About Us', href: '/discover' },
      { label: 'Our Team', href: '/discover/team' },
      { label: 'All Team Members', href: '/discover/all-team' },
      { label: 'Testimonials', href: '/discover/testimonials' },
      { label: 'Investor Relations', href: '/discover/investor-relations' },
      { label: 'Media Marvels', href: '/discover/media-marvels' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Digital Artistry', href: '/artistry' },
      { label: 'Website Design', href: '/artistry/website-design' },
      { label: 'App Design', href: '/artistry/app-design' },
      { label: 'SEO', href: '/artistry/seo' },
      { label: 'Logo & Stationery', href: '/artistry/logo-stationary' },
      { label: 'Strategy', href: '/strategy' },
    ],
  },
  {
    title: 'Work',
    links: [
      { label: 'Showcase', href: '/showcase' },
      { label: 'Portfolio', href: '/showcase/portfolio' },
      { label: "Clients' Work", href: '/showcase/clients-work' },
      { label: 'Insight Blog', href: '/insight/page/1' },
      { label: 'Engage', href: '/engage' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Legal Overview', href: '/legal' },
      { label: 'Terms of Service', href: '/legal/terms' },
      { label: 'Privacy Policy', href: '/legal/privacy' },
      { label: 'Refund Policy', href: '/legal/refund' },
    ],
  },
];
