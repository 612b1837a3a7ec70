import { fireEvent, render, screen, within } from '@testing-library/react';
import { nextTabIndex, OfferingPicker } from '@/components/sections/artistry/offering-picker';
import { ServicePageView } from '@/components/sections/artistry/service-page-view';
import { defaultOfferingKey, offerings } from '@/content/offerings';
import { servicePages } from '@/content/service-pages';
import { technologies } from '@/content/technologies';
import type { OfferingKey } from '@/content/schemas';

function offering(key: OfferingKey) {
  const found = offerings.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`missing offering ${key}`);
  return found;
}

function renderPicker() {
  render(<OfferingPicker offerings={offerings} defaultKey={defaultOfferingKey} />);
}

/** The one image a visitor sees: hidden panels are left out by role queries. */
function shownImageAlt(): string | null {
  return screen.getByRole('tabpanel').querySelector('img')?.getAttribute('alt') ?? null;
}

describe('artistry offerings: selection', () => {
  it('starts with Web selected, highlighted and showing its image', () => {
    renderPicker();
    const web = screen.getByRole('tab', { name: offering('web').title });
    expect(web).toHaveAttribute('aria-selected', 'true');
    expect(web).toHaveAttribute('tabindex', '0');
    expect(shownImageAlt()).toBe(offering('web').image.alt);
    for (const key of ['app', 'seo', 'branding'] as const) {
      expect(screen.getByRole('tab', { name: offering(key).title })).toHaveAttribute('aria-selected', 'false');
    }
  });

  it.each(['app', 'seo', 'branding', 'web'] as const)('clicking %s makes it current and swaps the image', (key) => {
    renderPicker();
    fireEvent.click(screen.getByRole('tab', { name: offering(key).title }));
    expect(screen.getByRole('tab', { name: offering(key).title })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
    expect(shownImageAlt()).toBe(offering(key).image.alt);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: `Explore ${offering(key).title}` })).toHaveAttribute(
      'href',
      offering(key).href,
    );
  });

  it('clicking SEO replaces the Web image', () => {
    renderPicker();
    fireEvent.click(screen.getByRole('tab', { name: offering('seo').title }));
    expect(screen.queryByRole('img', { name: offering('web').image.alt })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: offering('seo').image.alt })).toBeInTheDocument();
  });

  it.each([
    ['ArrowDown', 'app'],
    ['ArrowRight', 'app'],
    ['ArrowUp', 'branding'],
    ['ArrowLeft', 'branding'],
    ['End', 'branding'],
    ['Home', 'web'],
  ] as const)('%s from Web selects and focuses %s', (key, expected) => {
    renderPicker();
    const web = screen.getByRole('tab', { name: offering('web').title });
    web.focus();
    fireEvent.keyDown(web, { key });
    const target = screen.getByRole('tab', { name: offering(expected).title });
    expect(target).toHaveAttribute('aria-selected', 'true');
    expect(target).toHaveFocus();
    expect(shownImageAlt()).toBe(offering(expected).image.alt);
  });

  it('keeps every offering link in the document for visitors without JavaScript and crawlers', () => {
    renderPicker();
    const hrefs = screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(offerings.map((entry) => entry.href));
  });
});

describe('nextTabIndex', () => {
  it.each([
    [0, 'ArrowDown', 4, 1],
    [3, 'ArrowDown', 4, 0],
    [0, 'ArrowUp', 4, 3],
    [2, 'ArrowLeft', 4, 1],
    [2, 'ArrowRight', 4, 3],
    [2, 'Home', 4, 0],
    [1, 'End', 4, 3],
    [1, 'Enter', 4, null],
    [1, 'a', 4, null],
  ])('from %i, %s among %i tabs goes to %p', (current, key, count, expected) => {
    expect(nextTabIndex(current, key, count)).toBe(expected);
  });
});

describe('service pages', () => {
  it.each(servicePages.map((page) => [page.path, page] as const))('%s renders its projects, team and technologies', (_path, page) => {
    render(<ServicePageView path={page.path} />);
    expect(screen.getByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();

    const projects = screen.getByRole('region', { name: page.projectsHeading });
    const projectHrefs = within(projects)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(projectHrefs).toEqual(page.projectSlugs.map((slug) => `/portfolio-profile/${slug}`));

    const team = screen.getByRole('region', { name: page.teamHeading });
    const teamHrefs = within(team)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(teamHrefs).toEqual(page.teamSlugs.map((slug) => `/discover/team/profile/${slug}`));

    const techHeadings = technologies.map((technology) => screen.queryByRole('heading', { level: 3, name: technology.name }));
    if (page.showTechnologies) {
      expect(techHeadings.every((heading) => heading !== null)).toBe(true);
      for (const technology of technologies) expect(screen.getByText(technology.description)).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('heading', { name: 'Technologies we use' })).not.toBeInTheDocument();
    }
  });

  it('lists the 13 technologies of the web design page in the order of the spec', () => {
    render(<ServicePageView path="/artistry/website-design" />);
    const list = screen.getByRole('region', { name: 'Technologies we use' });
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      'AWS', 'GCP', 'MySQL', 'PostgreSQL', 'MongoDB', 'React', 'Express.js',
      'Tailwind CSS', 'Bootstrap', 'Material UI', 'WordPress', 'Next.js', 'Yoast SEO',
    ]);
  });
});
