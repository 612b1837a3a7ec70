import { technologySchema, type Technology, listOf } from './schemas';

/** The technology list of the web design page, in the order of spec 2. */
export const technologies: Technology[] = listOf(technologySchema, 1).parse([
  {
    name: 'AWS',
    category: 'Cloud hosting',
    description:
      'Our default cloud for client platforms: CloudFront at the edge, S3 for media, RDS for managed databases and Lambda for scheduled jobs, all defined as code.',
  },
  {
    name: 'GCP',
    category: 'Cloud hosting',
    description:
      'Google Cloud for clients already on Google Workspace or BigQuery, with Cloud Run services and analytics pipelines that feed their reporting dashboards.',
  },
  {
    name: 'MySQL',
    category: 'Database',
    description:
      'The database behind the WordPress sites we build and maintain, tuned, backed up nightly and kept on supported versions.',
  },
  {
    name: 'PostgreSQL',
    category: 'Database',
    description:
      'Our first choice for custom platforms: bookings, portals and content systems that need reliable transactions, full-text search and clear data models.',
  },
  {
    name: 'MongoDB',
    category: 'Database',
    description:
      'A document store for content and event data whose shape changes often, such as form submissions, catalogues imported from suppliers and activity logs.',
  },
  {
    name: 'React',
    category: 'Front-end library',
    description:
      'The component library behind every interface we build, from marketing pages to dashboards, shared with our React Native mobile apps.',
  },
  {
    name: 'Express.js',
    category: 'Back-end framework',
    description:
      'Lightweight Node.js APIs and integrations, such as connecting a website to a CRM, a payment provider or a practice-management system.',
  },
  {
    name: 'Tailwind CSS',
    category: 'CSS framework',
    description:
      'Utility-first styling that turns a design system into consistent, small stylesheets, so pages stay fast as a site grows.',
  },
  {
    name: 'Bootstrap',
    category: 'CSS framework',
    description:
      'We maintain and extend Bootstrap sites that clients already run, and use it for internal tools where a proven grid matters more than a custom look.',
  },
  {
    name: 'Material UI',
    category: 'UI library',
    description:
      "Accessible ready-made components for admin panels and data-heavy applications, themed to the client's brand.",
  },
  {
    name: 'WordPress',
    category: 'Content management',
    description:
      'For teams that want a familiar editor, we build custom WordPress themes with a small set of well-maintained plugins and hardened hosting.',
  },
  {
    name: 'Next.js',
    category: 'Web framework',
    description:
      'Our main framework for websites and web apps: pages generated ahead of time, server rendering where needed and excellent Core Web Vitals.',
  },
  {
    name: 'Yoast SEO',
    category: 'SEO tooling',
    description:
      'Installed and configured on every WordPress site we launch, with our defaults for titles, sitemaps, structured data and readability checks.',
  },
]);
