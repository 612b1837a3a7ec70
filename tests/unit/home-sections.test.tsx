import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import HomePage from '@/app/page';
import { PartnerMarquee } from '@/components/sections/partner-marquee';
import { Testimonials } from '@/components/sections/testimonials';
import { featuredCaseStudies } from '@/content/portfolio';
import { partners } from '@/content/partners';
import { serviceIconSchema } from '@/content/schemas';
import { services } from '@/content/services';
import { testimonials } from '@/content/testimonials';
import { homeSectionHeadings, homeServiceLinks } from '../helpers/spec-lists';
import { ICON_DRAWING, markDrawing } from '../helpers/stylesheet';

// The blog module belongs to the Insight area; the home page only places it behind its skeleton.
jest.mock('@/components/blog/latest-blogs', () => ({
  LatestBlogs: () => <p>Latest articles</p>,
  LatestBlogsSkeleton: () => <p>Loading articles</p>,
}));

type ObserverCallback = (entries: { isIntersecting: boolean; target: Element }[]) => void;
type Observed = { callback: ObserverCallback; targets: Element[]; disconnected: boolean };
let observers: Observed[] = [];

class FakeIntersectionObserver {
  private readonly record: Observed;
  constructor(callback: ObserverCallback) {
    this.record = { callback, targets: [], disconnected: false };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

/** The observer watching `target` (each island makes its own). */
const observerOf = (target: Element | null) => {
  const found = observers.find((observer) => target !== null && observer.targets.includes(target));
  if (!found) throw new Error('nothing observes that element');
  return found;
};

beforeAll(() => {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
});

beforeEach(() => {
  observers = [];
});

const region = (name: string | RegExp) => screen.getByRole('region', { name });

describe('home page', () => {
  it('has one h1 and the sections in the order of the specification', () => {
    render(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Gateway to Innovation',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(homeSectionHeadings);
  });

  it('states the statistics and leads Get Started to the contact page', () => {
    render(<HomePage />);
    const band = region('A digital partner for companies that mean to grow');
    for (const text of ['10+', '20+', 'Years of experience', 'Brands launched and grown', 'Transparent collaboration']) {
      expect(within(band).getByText(text)).toBeInTheDocument();
    }
    expect(within(band).getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', '/engage');
  });

  it.each(homeServiceLinks)('links the %s service card to %s', (title, href) => {
    render(<HomePage />);
    const services = region('Services');
    expect(within(services).getAllByRole('link')).toHaveLength(6);
    expect(within(services).getByRole('link', { name: title })).toHaveAttribute('href', href);
  });

  it('opens each service card with its own icon, an empty hidden element the stylesheet draws', () => {
    const { container } = render(<HomePage />);
    const cards = within(region('Services')).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('.service-badge > *')?.outerHTML)).toEqual(
      services.map(({ icon }) => `<span aria-hidden="true" class="service-icon service-icon-${icon}"></span>`),
    );
    // The paths live in the stylesheet only: not in the markup, so not in the RSC payload either.
    expect(container.querySelector('section[aria-labelledby="home-services-heading"] svg')).toBeNull();
  });

  it('has a drawing in the stylesheet for every service icon key', () => {
    for (const icon of serviceIconSchema.options) expect(markDrawing(`service-icon-${icon}`)).toMatch(ICON_DRAWING);
  });

  it('shows the first four case studies with their tags, case-study links and View More', () => {
    render(<HomePage />);
    const portfolio = region('Portfolio');
    expect(featuredCaseStudies).toHaveLength(4);
    const items = within(portfolio).getAllByRole('article');
    expect(items).toHaveLength(4);
    for (const [index, study] of featuredCaseStudies.entries()) {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { level: 3, name: study.title })).toBeInTheDocument();
      expect(within(item).getByText(study.description)).toBeInTheDocument();
      expect(within(item).getByText(study.introduction)).toBeInTheDocument();
      for (const { tag } of study.tags) expect(within(item).getByText(`#${tag}`)).toBeInTheDocument();
      expect(within(item).getByRole('link', { name: /View case study/ })).toHaveAttribute(
        'href',
        `/portfolio-profile/${study.slug}`,
      );
    }
    expect(within(portfolio).getByRole('link', { name: /View More/ })).toHaveAttribute('href', '/showcase');
  });

  it('swaps the pinned image to the case study crossing the middle of the viewport', () => {
    render(<HomePage />);
    const pinned = screen.getByTestId('portfolio-pinned');
    const activeAlt = () => pinned.querySelector('img[data-active="true"]')?.getAttribute('alt');
    expect(activeAlt()).toBe(featuredCaseStudies[0]!.img.alt);
    const stories = observerOf(pinned.closest('section')!.querySelector('[data-portfolio-index="0"]'));
    expect(stories.targets).toHaveLength(4);
    act(() => stories.callback([{ isIntersecting: true, target: stories.targets[2]! }]));
    expect(activeAlt()).toBe(featuredCaseStudies[2]!.img.alt);
    expect(within(pinned).getByText('03 / 04')).toBeInTheDocument();
    act(() => stories.callback([{ isIntersecting: false, target: stories.targets[3]! }]));
    expect(activeAlt()).toBe(featuredCaseStudies[2]!.img.alt);
  });

  it('places the latest articles under their heading with a link to the blog', () => {
    render(<HomePage />);
    const blogs = region('Insights from the studio');
    expect(within(blogs).getByText('Latest articles')).toBeInTheDocument();
    expect(within(blogs).getByRole('link', { name: /All articles/ })).toHaveAttribute('href', '/insight/page/1');
  });
});

describe('PartnerMarquee', () => {
  /** Renders the marquee and brings its row near the viewport, which builds the loop. */
  function renderMoving() {
    render(<PartnerMarquee heading="Trusted by growing brands" />);
    const section = region('Trusted by growing brands');
    const track = section.querySelector('ul')!.parentElement;
    const row = observerOf(track);
    act(() => row.callback([{ isIntersecting: true, target: track! }]));
    expect(row.disconnected).toBe(true);
    return section;
  }

  it('links every partner in a new tab once, with a hidden, unfocusable copy for the loop', () => {
    const section = renderMoving();
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(partners.length);
    expect(partners).toHaveLength(21);
    for (const [index, link] of links.entries()) {
      const partner = partners[index]!;
      expect(link).toHaveAttribute('href', partner.link);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining(partner.logo.alt));
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
    const lists = section.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    const copies = lists[1]!.querySelectorAll('a');
    expect(copies).toHaveLength(21);
    copies.forEach((copy) => expect(copy).toHaveAttribute('tabindex', '-1'));
    expect(section.querySelector('.animate-marquee')).not.toBeNull();
  });

  it('stands still, once, with lazy logos until its row nears the viewport', () => {
    render(<PartnerMarquee heading="Trusted by growing brands" />);
    const section = region('Trusted by growing brands');
    expect(section.querySelectorAll('ul')).toHaveLength(1);
    expect(section.querySelector('.animate-marquee')).toBeNull();
    const track = section.querySelector('ul')!.parentElement;
    const row = observerOf(track);
    act(() => row.callback([{ isIntersecting: false, target: track! }]));
    expect(section.querySelectorAll('ul')).toHaveLength(1);
    section.querySelectorAll('img').forEach((image) => expect(image).toHaveAttribute('loading', 'lazy'));
  });

  it('serves its logos lazy, off the first paint, and loads them all once the row moves', () => {
    const served = renderToString(<PartnerMarquee heading="Trusted by growing brands" />);
    expect(served.match(/<img [^>]*loading="lazy"/g)).toHaveLength(partners.length);
    expect(served).not.toContain('loading="eager"');

    const images = renderMoving().querySelectorAll('img');
    expect(images).toHaveLength(2 * partners.length);
    images.forEach((image) => expect(image).toHaveAttribute('loading', 'eager'));
  });

  it('is named for assistive technology when no heading is given', () => {
    render(<PartnerMarquee />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(region('Our partners')).toBeInTheDocument();
  });
});

describe('Testimonials', () => {
  it('shows the three testimonials with review, author, designation and organisation', () => {
    render(<Testimonials />);
    expect(screen.getByRole('heading', { level: 2, name: 'What our clients say' })).toBeInTheDocument();
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(3);
    for (const [index, item] of testimonials.entries()) {
      const figure = figures[index]!;
      expect(within(figure).getByText(item.review)).toBeInTheDocument();
      expect(within(figure).getByText(item.author)).toBeInTheDocument();
      expect(within(figure).getByText(`${item.designation}, ${item.organization}`)).toBeInTheDocument();
    }
  });

  it('takes its heading and intro from the page', () => {
    render(<Testimonials heading="Clients on our strategy work" intro="Results in their own words." />);
    expect(screen.getByRole('heading', { level: 2, name: 'Clients on our strategy work' })).toBeInTheDocument();
    expect(screen.getByText('Results in their own words.')).toBeInTheDocument();
  });
});
