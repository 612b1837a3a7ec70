import { render, screen, within } from '@testing-library/react';
import CaseStudyPage, { dynamicParams, generateMetadata, generateStaticParams } from '@/app/portfolio-profile/[slug]/page';
import { caseStudies, caseStudySections } from '@/content/portfolio';
import { site } from '@/content/site';
import { specCaseStudySlugs } from '../helpers/spec-lists';

const params = (slug: string) => ({ params: Promise.resolve({ slug }) });

describe('case study page', () => {
  it('is generated for the seven slugs and nothing else', () => {
    expect(generateStaticParams().map(({ slug }) => slug)).toEqual(specCaseStudySlugs);
    expect(dynamicParams).toBe(false);
  });

  it.each(caseStudies.map((study) => [study.slug, study] as const))('%s renders every section', async (slug, study) => {
    render(await CaseStudyPage(params(slug)));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(study.title);
    expect(screen.getByRole('heading', { level: 2, name: 'Introduction' })).toBeInTheDocument();

    const menu = screen.getByRole('navigation', { name: 'Case study contents' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/^\d+/, ''))).toEqual(caseStudySections.map((s) => s.label));
    for (const section of caseStudySections) {
      const link = within(menu).getByRole('link', { name: section.label });
      expect(link).toHaveAttribute('href', `#${section.id}`);
      const target = document.getElementById(section.id);
      expect(target).not.toBeNull();
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(section.label);
    }

    expect(screen.getByRole('heading', { level: 3, name: study.res })).toBeInTheDocument();
    const headingTexts = screen.getAllByRole('heading').map((heading) => heading.textContent);
    for (const item of study.scope) expect(headingTexts).toContain(item.scopeHeading);
    for (const item of study.website) expect(headingTexts).toContain(item.webHeading);
    for (const item of study.results) expect(headingTexts).toContain(item.resultHeading);
    for (const item of study.solution) expect(screen.getByText(item)).toBeInTheDocument();
    expect(screen.getByText(study.conclusion)).toBeInTheDocument();
    for (const { tag } of study.tags) expect(screen.getAllByText(`#${tag}`).length).toBeGreaterThan(0);

    const gallery = screen.getByRole('region', { name: 'Project gallery' });
    const images = within(gallery).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(study.gallery.map((image) => image.alt));
    images.forEach((image) => expect(image).toHaveAttribute('loading', 'lazy'));
    expect(screen.getByRole('img', { name: study.img.alt })).not.toHaveAttribute('loading', 'lazy');

    const live = screen.getAllByRole('link').filter((link) => link.getAttribute('href') === study.liveUrl);
    expect(live.length).toBeGreaterThan(0);
    live.forEach((link) => {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  it('titles, describes and gives its share card the generated PNG of the case study', async () => {
    const study = caseStudies[0]!;
    const metadata = await generateMetadata(params(study.slug));
    expect(metadata.title).toEqual({ absolute: `${study.title} | ${site.name} - ${site.taglines.showcase}` });
    expect(metadata.description).toBe(study.description);
    expect(metadata.alternates?.canonical).toBe(`/portfolio-profile/${study.slug}`);
    expect(metadata.openGraph?.images).toEqual([
      { url: `/og/portfolio-profile/${study.slug}`, width: 1200, height: 630, alt: `${site.name}, Showcase: ${study.title}` },
    ]);
  });

  it.each(['not-a-case-study', 'World-Model-Hunt', ''])('an unknown slug %p is a 404', async (slug) => {
    // notFound() throws Next's 404 signal, which renders the site's 404 page with status 404.
    await expect(CaseStudyPage(params(slug))).rejects.toMatchObject({ digest: expect.stringContaining('404') });
    await expect(generateMetadata(params(slug))).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });
});
