/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';

import * as blog from '@/content/blog';
import * as chat from '@/content/chat';
import * as discover from '@/content/discover';
import * as engage from '@/content/engage';
import * as events from '@/content/events';
import * as forms from '@/content/forms';
import * as hero from '@/content/hero';
import * as home from '@/content/home';
import * as labels from '@/content/labels';
import * as legal from '@/content/legal';
import * as navigation from '@/content/navigation';
import * as newsletter from '@/content/newsletter';
import * as offerings from '@/content/offerings';
import * as pages from '@/content/pages';
import * as partners from '@/content/partners';
import * as portfolio from '@/content/portfolio';
import * as promo from '@/content/promo';
import * as publications from '@/content/publications';
import * as schemas from '@/content/schemas';
import * as sections from '@/content/sections';
import * as servicePages from '@/content/service-pages';
import * as services from '@/content/services';
import * as showcase from '@/content/showcase';
import * as site from '@/content/site';
import * as strategy from '@/content/strategy';
import * as team from '@/content/team';
import * as technologies from '@/content/technologies';
import * as testimonials from '@/content/testimonials';
import { homeServiceLinks, specCaseStudySlugs } from '../helpers/spec-lists';

const ROOT = join(__dirname, '..', '..');
const PUBLIC = join(ROOT, 'public');

/** Every content module, so walkers see every exported value. */
const modules: Record<string, Record<string, unknown>> = {
  blog,
  chat,
  discover,
  engage,
  events,
  forms,
  hero,
  home,
  labels,
  legal,
  navigation,
  newsletter,
  offerings,
  pages,
  partners,
  portfolio,
  promo,
  publications,
  sections,
  servicePages,
  services,
  showcase,
  site,
  strategy,
  team,
  technologies,
  testimonials,
};

type Visit = (value: unknown, key: string | undefined, path: string) => void;

function walk(value: unknown, visit: Visit, key?: string, path = '', seen = new Set<unknown>()): void {
  // zod schemas exported beside the data are code, not content.
  if (value instanceof z.ZodType) return;
  visit(value, key, path);
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const [childKey, child] of Object.entries(value)) walk(child, visit, childKey, `${path}.${childKey}`, seen);
}

function collect<T>(pick: (value: unknown, key: string | undefined, path: string) => T | undefined): { value: T; path: string }[] {
  const found: { value: T; path: string }[] = [];
  for (const [name, exports] of Object.entries(modules)) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (typeof value === 'function') continue;
      walk(value, (v, k, p) => {
        const picked = pick(v, k, p);
        if (picked !== undefined) found.push({ value: picked, path: p });
      }, undefined, `${name}.${exportName}`);
    }
  }
  return found;
}

const images = collect((value) => {
  const parsed = schemas.imageSchema.safeParse(value);
  return parsed.success && typeof value === 'object' && value !== null && 'src' in value ? parsed.data : undefined;
});

const strings = collect((value) => (typeof value === 'string' ? value : undefined));

const routes = new Set<string>([
  ...pages.staticRoutes,
  ...portfolio.caseStudies.map((study) => `/portfolio-profile/${study.slug}`),
  ...team.teamMembers.map((member) => `/discover/team/profile/${member.slug}`),
  '/insight/page/1',
  '/engage',
]);

/** The illustrations of public/images/, without the stylesheet's marks (tests/helpers/stylesheet.ts checks those). */
const illustrationFiles = () => filesUnder(join(PUBLIC, 'images')).filter((file) => !relative(PUBLIC, file).split('\\').join('/').startsWith('images/marks/'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('content schemas', () => {
  it.each([
    ['case studies', z.array(schemas.caseStudySchema), portfolio.caseStudies],
    ['team members', z.array(schemas.teamMemberSchema), team.teamMembers],
    ['testimonials', z.array(schemas.testimonialSchema), testimonials.testimonials],
    ['page testimonials', z.array(schemas.pageTestimonialSchema), testimonials.pageTestimonials],
    ['carousel cards', z.array(schemas.carouselCardSchema), promo.carouselCards],
    ['offerings', z.array(schemas.offeringSchema), offerings.offerings],
    ['services', z.array(schemas.serviceSchema), services.services],
    ['discover slides', z.array(schemas.discoverSlideSchema), discover.discoverSlides],
    ['technologies', z.array(schemas.technologySchema), technologies.technologies],
    ['service pages', z.array(schemas.servicePageSchema), servicePages.servicePages],
    ['hero tiles', z.array(schemas.heroTileSchema), hero.heroTiles],
    ['partners', z.array(schemas.partnerTileSchema), partners.partners],
    ['publications', z.array(schemas.publicationSchema), publications.publications],
    ['event images', z.array(schemas.eventImageSchema), events.eventImages],
    ['social channels', z.array(schemas.socialChannelSchema), strategy.socialChannels],
    ['strategy panels', z.array(schemas.strategyPanelSchema), strategy.strategyPanels],
    ['client projects', z.array(schemas.clientProjectSchema), showcase.clientProjects],
    ['page copy', z.array(schemas.pageCopySchema), Object.values(pages.pageCopy)],
    ['legal documents', z.array(schemas.legalDocumentSchema), legal.legalDocuments],
    ['stats', z.array(schemas.statSchema), [...home.homeStats, ...showcase.projectStats]],
  ])('%s parse with their schema', (_name, schema, data) => {
    expect(() => schema.parse(data)).not.toThrow();
  });

  it('rejects an image without alt text and an active member with an employment end', () => {
    expect(schemas.imageSchema.safeParse({ src: '/images/a.svg', width: 1, height: 1, alt: '' }).success).toBe(false);
    const member = team.teamMembers.find((entry) => entry.status === 'active');
    expect(schemas.teamMemberSchema.safeParse({ ...member, employment: 'May 2025' }).success).toBe(false);
  });
});

describe('content counts (spec 2 §9)', () => {
  // Counts are content, not rules: a list takes any count between the bounds its layout needs.
  it.each<[string, readonly unknown[], z.ZodType, number, number | undefined]>([
    ['partners', partners.partners, schemas.listOf(schemas.partnerTileSchema, 1), 1, undefined],
    ['testimonials page cards', testimonials.pageTestimonials, schemas.listOf(schemas.pageTestimonialSchema, 1), 1, undefined],
    ['technologies', technologies.technologies, schemas.listOf(schemas.technologySchema, 1), 1, undefined],
    ['hero tiles', hero.heroTiles, schemas.listOf(schemas.heroTileSchema, hero.HERO_MOBILE_COUNT, 15), hero.HERO_MOBILE_COUNT, 15],
  ])('%s: one more than shipped passes when the layout has room, fewer than the minimum fails', (_name, list, schema, min, max) => {
    const oneMore = [...list, list[0]];
    expect(schema.safeParse(oneMore).success).toBe(max === undefined || oneMore.length <= max);
    expect(schema.safeParse(list.slice(0, min - 1)).success).toBe(false);
    expect(schema.safeParse(list.slice(0, min)).success).toBe(true);
  });

  it('the content modules parse their lists with bounds, not exact counts', () => {
    const sources = readdirSync(join(process.cwd(), 'content')).filter((file) => file.endsWith('.ts'));
    const exact = sources.filter((file) =>
      /z\.array\([^)]*\)\.length\(/.test(readFileSync(join(process.cwd(), 'content', file), 'utf8')),
    );
    // Lists that mirror routes (legal documents, offerings, service pages) stay exact.
    expect(exact.filter((file) => !['legal.ts', 'offerings.ts', 'service-pages.ts'].includes(file))).toEqual([]);
  });

  it('has carousel cards for the banner (6 to 8)', () => {
    expect(promo.carouselCards.length).toBeGreaterThanOrEqual(6);
    expect(promo.carouselCards.length).toBeLessThanOrEqual(8);
  });

  it('has both active and inactive team members', () => {
    const inactive = team.teamMembers.filter((member) => member.status === 'inactive');
    expect(team.activeTeam.length).toBeGreaterThanOrEqual(18);
    expect(inactive.length).toBeGreaterThanOrEqual(4);
    for (const member of inactive) expect(member.employment).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  });

  it('gives every case study 11 distinct gallery images', () => {
    for (const study of portfolio.caseStudies) {
      expect(study.gallery).toHaveLength(11);
      expect(new Set(study.gallery.map((image) => image.src)).size).toBe(11);
    }
  });

  it('keeps the case-study ids and slugs of spec 2 in order', () => {
    expect(portfolio.caseStudies.map((study) => study.id)).toEqual([1, 2, 3, 5, 6, 7, 8]);
    expect(portfolio.caseStudySlugs).toEqual(specCaseStudySlugs);
    expect(portfolio.caseStudySections.map((section) => section.label)).toEqual([
      'The Challenge',
      'Scope of Work',
      'The Solution',
      'Website Redesign',
      'Results',
      'Conclusion',
    ]);
  });

  it('repeats testimonials 1-3 as 21-23 with their own ids', () => {
    const cards = testimonials.pageTestimonials;
    expect(cards.map((card) => card.id)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    for (let i = 0; i < 3; i += 1) expect({ ...cards[20 + i], id: cards[i]!.id }).toEqual(cards[i]);
    expect(new Set(cards.slice(0, 20).map((card) => card.testimonial)).size).toBe(20);
  });

  it('leads every card of the home banner carousel to /engage', () => {
    for (const card of promo.carouselCards) expect(card.href).toBe('/engage');
  });

  it('lists the 13 technologies in the order of spec 2', () => {
    expect(technologies.technologies.map((technology) => technology.name)).toEqual([
      'AWS',
      'GCP',
      'MySQL',
      'PostgreSQL',
      'MongoDB',
      'React',
      'Express.js',
      'Tailwind CSS',
      'Bootstrap',
      'Material UI',
      'WordPress',
      'Next.js',
      'Yoast SEO',
    ]);
  });

  it('carries the ISSNs of the media page, one tile named by brand text only', () => {
    const issns = publications.publications.map((publication) => publication.issn);
    expect(issns.filter((issn) => issn !== null).sort()).toEqual(
      ['3066-5000', '3066-5027', '3066-4993', '2690-0246', '2690-0246', '3066-4683'].sort(),
    );
    expect(issns.filter((issn) => issn === null)).toHaveLength(1);
    const twice = publications.publications.filter((publication) => publication.issn === '2690-0246');
    expect(new Set(twice.map((publication) => publication.name)).size).toBe(2);
    expect(new Set(twice.map((publication) => publication.logo.src)).size).toBe(2);
  });

  it('places the 15 hero tiles on the 5 x 3 grid', () => {
    const positions = hero.heroTiles.map((tile) => `${tile.left}/${tile.top}`);
    expect(new Set(positions).size).toBe(15);
    for (const tile of hero.heroTiles) {
      expect(tile.left).toBeLessThan(100);
      expect(tile.top).toBeLessThan(100);
    }
  });
});

describe('links of spec 2', () => {
  it.each(homeServiceLinks)('home service %s links to %s', (title, href) => {
    expect(services.services.find((service) => service.title === title)?.href).toBe(href);
  });

  it.each([
    ['Web wizardry', '/artistry/website-design'],
    ['App Atelier', '/artistry'],
    ['SEO. Sages', '/artistry'],
    ['Branding Brilliance', '/artistry/logo-stationary'],
    ['Marketing Maestros', '/strategy'],
    ['Resource Revolution', '/strategy'],
  ])('discover slide %s reads more at %s', (title, href) => {
    expect(discover.discoverSlides.find((slide) => slide.title === title)?.href).toBe(href);
  });

  it.each([
    ['/artistry/website-design', ['infinite-linux-youtube-channel', 'the-harbor-group', 'mally-financial']],
    ['/artistry/logo-stationary', ['world-model-hunt', 'earth-by-humans', 'wmh-india', 'a-health-place']],
  ])('service page %s shows the project slides of spec 2', (path, slugs) => {
    expect(servicePages.getServicePage(path)?.projectSlugs).toEqual(slugs);
  });

  it('gives every service page real case studies and three real, active team members', () => {
    expect(servicePages.servicePages.map((page) => page.path).sort()).toEqual(
      ['/artistry/app-design', '/artistry/logo-stationary', '/artistry/seo', '/artistry/website-design'],
    );
    for (const page of servicePages.servicePages) {
      expect(portfolio.caseStudiesBySlugs(page.projectSlugs)).toHaveLength(page.projectSlugs.length);
      for (const slug of page.teamSlugs) expect(team.getTeamMember(slug)?.status).toBe('active');
    }
  });

  it('uses the section texts and links of spec 2', () => {
    expect(home.homeCopy.hero.headline).toBe('Gateway to Innovation');
    expect(home.homeCopy.discoverBand.cta).toEqual({ label: 'Get Started', href: '/engage' });
    expect(home.homeCopy.portfolio.viewMore).toEqual({ label: 'View More', href: '/showcase' });
    expect(home.homeCopy.banner.heading).toBe('Ready to boost your online presence?');
    expect(home.homeStats.map((stat) => stat.value)).toEqual(['10+', '20+', '100%']);
    expect(discover.discoverCopy.teaser.links).toEqual([
      expect.objectContaining({ label: 'Team Mosaic', href: '/discover/team' }),
      expect.objectContaining({ label: 'Success Chronicles', href: '/discover/testimonials' }),
    ]);
    expect(discover.discoverCopy.ourWork.viewAll.href).toBe('/showcase');
    expect(strategy.strategyCopy.resources.viewMore.href).toBe('/discover/investor-relations');
    expect(showcase.showcaseCopy.team.text).toBe('Nothing great is achieved alone. Meet our team!');
    expect(showcase.showcaseCopy.team.viewMore.href).toBe('/discover/all-team');
    expect(pages.pageCopy['/discover'].heading).toBe('Discover');
    expect(pages.pageCopy['/artistry'].heading).toBe('Explore Our Creative Digital Solutions');
    expect(pages.pageCopy['/strategy'].heading).toBe('Strategic Solutions | Business Excellence');
    expect(pages.pageCopy['/showcase'].heading).toBe('Showcase of Success | portfolio');
    expect(showcase.showcaseCopy.header).toBe('Portfolio');
    expect(strategy.strategyPanels.map((panel) => panel.number)).toEqual(['01', '02']);
  });

  it('states the refund rule of spec 2 §9 on the refund page', () => {
    const text = legal.refund.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain('within three days of trial and before the item is used');
    expect(text).toContain('Services are not refundable');
    expect(text).toContain("follow the third party's rules");
  });

  it('covers the newsletter, chat transcript, contact form, map, storage keys, retention and rights in the privacy policy', () => {
    const text = legal.privacy.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join(' ');
    for (const needle of ['newsletter', 'transcript', 'contact form', 'map', 'chat_messages', site.popupDismissedKey, 'How long we keep it', 'Your rights']) {
      expect(text).toContain(needle);
    }
  });
});

describe('uniqueness', () => {
  it.each([
    ['team slugs', team.teamMembers.map((member) => member.slug)],
    ['team ids', team.teamMembers.map((member) => member.id)],
    ['team names', team.teamMembers.map((member) => member.name)],
    ['case study slugs', portfolio.caseStudies.map((study) => study.slug)],
    ['case study ids', portfolio.caseStudies.map((study) => study.id)],
    ['hero ids', hero.heroTiles.map((tile) => tile.id)],
    ['hero links', hero.heroTiles.map((tile) => tile.link)],
    ['event ids', events.eventImages.map((event) => event.id)],
    ['event images', events.eventImages.map((event) => event.image.src)],
    ['testimonial ids', testimonials.testimonials.map((entry) => entry.id)],
    ['partner names', partners.partners.map((partner) => partner.name)],
    ['partner links', partners.partners.map((partner) => partner.link)],
    ['offering keys', offerings.offerings.map((offering) => offering.key)],
    ['carousel titles', promo.carouselCards.map((card) => card.title)],
    ['case-study images', portfolio.caseStudies.flatMap((study) => [study.img.src, ...study.gallery.map((image) => image.src)])],
  ])('%s are unique', (_name, values) => {
    expect(new Set<unknown>(values).size).toBe(values.length);
  });

  it('uses two-digit team ids and slugs derived from names', () => {
    for (const member of team.teamMembers) {
      expect(member.id).toMatch(/^\d{2}$/);
      const fromName = member.name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-');
      expect(member.slug).toBe(fromName);
    }
  });
});

describe('images', () => {
  it('finds the images in the content', () => {
    expect(images.length).toBeGreaterThan(150);
  });

  it('points every image at an SVG under public/ with the recorded size and a matching viewBox', () => {
    const problems: string[] = [];
    for (const { value: image, path } of images) {
      const file = join(PUBLIC, image.src);
      if (!existsSync(file)) {
        problems.push(`${path}: missing ${image.src}`);
        continue;
      }
      const head = readFileSync(file, 'utf8').slice(0, 300);
      const width = /<svg[^>]*\swidth="(\d+)"/.exec(head)?.[1];
      const height = /<svg[^>]*\sheight="(\d+)"/.exec(head)?.[1];
      const viewBox = /<svg[^>]*\sviewBox="([^"]+)"/.exec(head)?.[1];
      if (Number(width) !== image.width || Number(height) !== image.height || viewBox !== `0 0 ${image.width} ${image.height}`) {
        problems.push(`${path}: ${image.src} is ${width}x${height} (${viewBox}), content says ${image.width}x${image.height}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('references every generated image, so none ships unused', () => {
    const used = new Set(images.map(({ value }) => value.src));
    const shipped = illustrationFiles().map((file) => `/${relative(PUBLIC, file).split('\\').join('/')}`);
    expect(shipped.filter((src) => !used.has(src))).toEqual([]);
  });

  it('ships small, self-contained and well-formed SVG files', () => {
    const problems: string[] = [];
    for (const file of illustrationFiles()) {
      const text = readFileSync(file, 'utf8');
      const name = relative(PUBLIC, file);
      if (!text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')) problems.push(`${name}: not an SVG root`);
      if (/<script|javascript:|xlink:href|\shref=|<image|<foreignObject|@import|url\((?!#)/i.test(text)) problems.push(`${name}: external reference or script`);
      if (/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;)/.test(text)) problems.push(`${name}: unescaped ampersand`);
      if (text.length > 16_000) problems.push(`${name}: ${text.length} bytes`);
      const stack: string[] = [];
      for (const match of text.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
        const [, closing, tag, selfClosing] = match;
        if (selfClosing) continue;
        if (closing) {
          if (stack.pop() !== tag) {
            problems.push(`${name}: unbalanced </${tag}>`);
            break;
          }
        } else stack.push(tag!);
      }
      if (stack.length) problems.push(`${name}: unclosed <${stack.join('>, <')}>`);
    }
    expect(problems).toEqual([]);
  });

  it('names the partner in its logo, so the mark reads on its own', () => {
    for (const partner of partners.partners) {
      const text = readFileSync(join(PUBLIC, partner.logo.src), 'utf8').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&');
      const words = text.split(/\s+/).filter(Boolean).join(' ');
      expect(words).toContain(partner.name);
    }
  });
});

describe('internal links', () => {
  const links = strings.filter(({ value }) => value.startsWith('/') && !value.startsWith('/images/'));

  it('finds the internal links in the content', () => {
    expect(links.length).toBeGreaterThan(40);
  });

  it('points every internal link at an existing route', () => {
    const broken = links.filter(({ value }) => !routes.has(value.split('#')[0]!)).map(({ value, path }) => `${path}: ${value}`);
    expect(broken).toEqual([]);
  });

  it('uses https for every external link', () => {
    const insecure = strings.filter(({ value }) => /^http:\/\//.test(value)).map(({ path }) => path);
    expect(insecure).toEqual([]);
  });

  it('links the clients-work projects to real case studies', () => {
    for (const project of showcase.clientProjects) {
      expect(portfolio.getCaseStudy(project.caseStudySlug ?? '')).toBeDefined();
    }
  });
});

describe('copy quality', () => {
  it('contains no placeholder text', () => {
    const placeholders = strings.filter(({ value }) => /lorem|ipsum|\btodo\b|tbd|placeholder|\{name\}|\{phone\}/i.test(value));
    expect(placeholders.map(({ path, value }) => `${path}: ${value.slice(0, 60)}`)).toEqual([]);
  });

  it('contains no placeholder text in the content sources either', () => {
    const sources = readdirSync(join(ROOT, 'content')).filter((name) => name.endsWith('.ts'));
    for (const name of sources) expect(readFileSync(join(ROOT, 'content', name), 'utf8')).not.toMatch(/lorem|ipsum|\bTODO\b/i);
  });

  it('keeps every meta description within 155 characters', () => {
    for (const page of Object.values(pages.pageCopy)) expect(page.description.length).toBeLessThanOrEqual(155);
  });

  it('brands the copy through the site configuration', () => {
    expect(strings.some(({ value, path }) => path.startsWith('team.') && value.includes(site.site.name))).toBe(true);
  });
});

describe('ourWorkIntro', () => {
  const hundred = 'a'.repeat(100);
  it.each([
    ['a short text', 'Short intro.', 'Short intro.'],
    ['exactly 100 characters', hundred, hundred],
    ['101 characters', `${hundred}b`, `${hundred}...`],
    ['an empty text', '', ''],
  ])('keeps or cuts %s', (_name, input, expected) => {
    expect(portfolio.ourWorkIntro(input)).toBe(expected);
  });

  it('cuts the real introductions of the Our Work strip to 100 characters plus an ellipsis', () => {
    for (const study of portfolio.featuredCaseStudies) {
      const cut = portfolio.ourWorkIntro(study.introduction);
      expect(cut).toHaveLength(103);
      expect(cut.endsWith('...')).toBe(true);
      expect(study.introduction.startsWith(cut.slice(0, 100))).toBe(true);
    }
  });
});

describe('designationLabel', () => {
  it.each([
    [
      'a former member',
      { designation: 'Front-End Developer', employment: 'November 2024' },
      {
        kind: 'former',
        rows: [
          { label: 'Designation', value: 'Front-End Developer' },
          { label: 'End of Employment', value: 'November 2024' },
        ],
      },
    ],
    [
      'a current member',
      { designation: 'Operations Manager', employment: undefined },
      { kind: 'current', rows: [{ label: 'Current Designation', value: 'Operations Manager' }] },
    ],
    ['a member without designation', { designation: ' ', employment: undefined }, { kind: 'none', rows: [] }],
  ])('labels %s', (_name, member, expected) => {
    expect(team.designationLabel(member)).toEqual(expected);
  });

  it('shows End of Employment for every inactive member and Current Designation for every active one', () => {
    for (const member of team.teamMembers) {
      expect(team.designationLabel(member).kind).toBe(member.status === 'inactive' ? 'former' : 'current');
    }
  });
});

describe('sideListFor', () => {
  it.each(team.teamMembers.map((member) => [member.slug, member.status]))(
    'lists 5 other active members beside %s (%s)',
    (slug) => {
      const list = team.sideListFor(slug);
      expect(list).toHaveLength(5);
      expect(list.every((member) => member.status === 'active')).toBe(true);
      expect(list.map((member) => member.slug)).not.toContain(slug);
      expect(list).toEqual(team.activeTeam.filter((member) => member.slug !== slug).slice(0, 5));
    },
  );

  it('skips inactive members that come early in the list', () => {
    const firstInactive = team.teamMembers.findIndex((member) => member.status === 'inactive');
    expect(firstInactive).toBeLessThan(6);
    expect(team.sideListFor('adrian-castellano').map((member) => member.slug)).not.toContain(team.teamMembers[firstInactive]!.slug);
  });

  it('returns the first 5 active members for an unknown slug', () => {
    expect(team.sideListFor('nobody')).toEqual(team.activeTeam.slice(0, 5));
  });
});

describe('getters', () => {
  it.each([
    ['getCaseStudy', () => portfolio.getCaseStudy('mally-financial')?.client, 'Mally Financial'],
    ['getCaseStudy unknown', () => portfolio.getCaseStudy('unknown'), undefined],
    ['getTeamMember', () => team.getTeamMember('maya-okafor')?.designation, 'Operations Manager'],
    ['getTeamMember unknown', () => team.getTeamMember('unknown'), undefined],
  ])('%s', (_name, read, expected) => {
    expect(read()).toBe(expected);
  });

  it('selects Web first on the artistry page', () => {
    expect(offerings.defaultOfferingKey).toBe('web');
    expect(offerings.offerings[0]?.key).toBe('web');
  });
});
