import { render, screen, within } from '@testing-library/react';
import { sliderEdges } from '@/components/sections/case-study/slider-edges';
import { ClientProjects } from '@/components/sections/showcase/client-projects';
import { PortfolioSlides } from '@/components/sections/showcase/portfolio-slides';
import {
  galleryRows,
  SHOWCASE_DESKTOP_LIMIT,
  SHOWCASE_MOBILE_LIMIT,
  ShowcaseGallery,
} from '@/components/sections/showcase/showcase-gallery';
import { caseStudies, showcaseCaseStudies } from '@/content/portfolio';
import { clientProjects, showcaseCopy } from '@/content/showcase';
import { specCaseStudySlugs } from '../helpers/spec-lists';

describe('showcase gallery', () => {
  it.each([
    [0, []],
    [3, [3]],
    [4, [4]],
    [7, [4, 3]],
    [9, [4, 3, 2]],
    [11, [4, 3, 4]],
    [14, [4, 3, 4]],
  ])('%i items are laid out in rows of %p', (count, sizes) => {
    const rows = galleryRows(Array.from({ length: count }, (_, index) => index));
    expect(rows.map((row) => row.length)).toEqual(sizes);
    expect(rows.flat().map(({ index }) => index)).toEqual(Array.from({ length: Math.min(count, 11) }, (_, i) => i));
  });

  it('keeps the spec limits: up to 11 on desktop, the first 4 on mobile', () => {
    expect(SHOWCASE_DESKTOP_LIMIT).toBe(11);
    expect(SHOWCASE_MOBILE_LIMIT).toBe(4);
  });

  it('links every item to its case study and hides items past the fourth below md', () => {
    render(<ShowcaseGallery heading="Selected work" intro={showcaseCopy.galleryIntro} studies={showcaseCaseStudies} />);
    const links = within(screen.getByRole('region', { name: 'Selected work' }))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/portfolio-profile/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      showcaseCaseStudies.map((study) => `/portfolio-profile/${study.slug}`),
    );
    links.forEach((link, index) => {
      const item = link.closest('li');
      expect(item?.className.includes('hidden md:block')).toBe(index >= SHOWCASE_MOBILE_LIMIT);
    });
  });
});

describe('portfolio page slides', () => {
  it('link to the seven case studies in the order of the spec', () => {
    render(<PortfolioSlides label="Case studies" cta="View case study" studies={caseStudies} />);
    const hrefs = within(screen.getByRole('region', { name: 'Case studies' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      specCaseStudySlugs.map((slug) => `/portfolio-profile/${slug}`),
    );
  });

  it.each([
    [0, 400, 1200, { atStart: true, atEnd: false }],
    [1.5, 400, 1200, { atStart: true, atEnd: false }],
    [300, 400, 1200, { atStart: false, atEnd: false }],
    [799, 400, 1200, { atStart: false, atEnd: true }],
    [800, 400, 1200, { atStart: false, atEnd: true }],
    [0, 1200, 1200, { atStart: true, atEnd: true }],
  ])('slider at %p (client %p, scroll %p) has edges %p', (scrollLeft, clientWidth, scrollWidth, expected) => {
    expect(sliderEdges(scrollLeft, clientWidth, scrollWidth)).toEqual(expected);
  });
});

describe("clients' work", () => {
  it('shows two projects, each with a live link in a new tab and four images', () => {
    render(<ClientProjects projects={clientProjects} liveLabel={showcaseCopy.clientsWork.liveLabel} />);
    for (const project of clientProjects) {
      const section = screen.getByRole('region', { name: project.title });
      const live = within(section).getByRole('link', { name: new RegExp(`^${showcaseCopy.clientsWork.liveLabel}`) });
      expect(live).toHaveAttribute('href', project.liveUrl);
      expect(live).toHaveAttribute('target', '_blank');
      expect(live).toHaveAttribute('rel', 'noopener noreferrer');
      expect(live).toHaveTextContent('(opens in a new tab)');
      expect(within(section).getAllByRole('img')).toHaveLength(4);
    }
  });
});
