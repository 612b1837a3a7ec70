import { act, fireEvent, render, screen, within } from '@testing-library/react';
import DiscoverPage from '@/app/discover/page';
import AllTeamPage from '@/app/discover/all-team/page';
import InvestorRelationsPage from '@/app/discover/investor-relations/page';
import MediaMarvelsPage from '@/app/discover/media-marvels/page';
import TeamPage from '@/app/discover/team/page';
import TeamProfilePage, { dynamicParams, generateMetadata, generateStaticParams } from '@/app/discover/team/profile/[slug]/page';
import TestimonialsPage from '@/app/discover/testimonials/page';
import { TeamSection } from '@/components/sections/team/team-section';
import { discoverSlides } from '@/content/discover';
import { featuredCaseStudies, ourWorkIntro } from '@/content/portfolio';
import { eventImages } from '@/content/events';
import { partners } from '@/content/partners';
import { activeTeam, sideListFor, teamMembers } from '@/content/team';
import { discoverSlideHrefs, mediaIssns } from '../helpers/spec-lists';

// Motion is exercised in the browser; here the islands only need to render their content. jsdom's
// stand-in matchMedia matches no query, so useMediaMotion never fetches GSAP.

// jsdom has no modal dialogs: a minimal stand-in with the browser's open/close contract.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const profileParams = (slug: string) => ({ params: Promise.resolve({ slug }) });

function oneH1() {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  return headings[0]!;
}

describe('/discover', () => {
  beforeEach(() => render(<DiscoverPage />));

  it('has the Discover heading and the Dive In teaser links', () => {
    expect(oneH1()).toHaveTextContent('Discover');
    expect(screen.getByRole('heading', { level: 2, name: 'Dive In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Team Mosaic/ })).toHaveAttribute('href', '/discover/team');
    expect(screen.getByRole('link', { name: /Success Chronicles/ })).toHaveAttribute('href', '/discover/testimonials');
  });

  it('swaps the teaser background while a link is hovered or focused', () => {
    const teaser = screen.getByRole('region', { name: 'Dive In' });
    expect(teaser).toHaveAttribute('data-background', 'default');
    fireEvent.mouseEnter(screen.getByRole('link', { name: /Team Mosaic/ }));
    expect(teaser).toHaveAttribute('data-background', '/discover/team');
    fireEvent.mouseLeave(screen.getByRole('link', { name: /Team Mosaic/ }));
    expect(teaser).toHaveAttribute('data-background', 'default');
    fireEvent.focus(screen.getByRole('link', { name: /Success Chronicles/ }));
    expect(teaser).toHaveAttribute('data-background', '/discover/testimonials');
  });

  it('shows the origins heading', () => {
    expect(
      screen.getByRole('heading', { level: 2, name: 'Delve into Origins: Crafting Web Mastery Unveiled!' }),
    ).toBeInTheDocument();
  });

  it('lists the first four case studies with the cut introduction and a slug link', () => {
    const ourWork = screen.getByRole('region', { name: 'Our Work' });
    const links = within(ourWork).getAllByRole('link', { name: /^Read more/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      featuredCaseStudies.map((study) => `/portfolio-profile/${study.slug}`),
    );
    for (const study of featuredCaseStudies) {
      const cut = ourWorkIntro(study.introduction);
      expect(cut).toHaveLength(103);
      expect(within(ourWork).getByText(cut)).toBeInTheDocument();
    }
    expect(within(ourWork).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/showcase');
  });

  it('has the six slides with their Read More links', () => {
    const slides = screen.getByRole('region', { name: 'What we do best' });
    const links = within(slides).getAllByRole('link', { name: /^Read More/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(discoverSlideHrefs);
    expect(discoverSlides.map((slide) => slide.title)).toEqual(
      within(slides).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    );
  });

  it('shows every gallery text and photo', () => {
    const gallery = screen.getByRole('region', { name: 'Inside the studio' });
    expect(within(gallery).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(gallery).getAllByRole('img')).toHaveLength(4);
  });
});

describe('TeamSection', () => {
  it('shows the active members only, linking to their profiles, and View More', () => {
    render(<TeamSection />);
    expect(screen.getByRole('heading', { name: 'Nothing great is achieved alone. Meet our team!' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Nothing great is achieved alone. Meet our team!' });
    const profileLinks = within(section)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/discover/team/profile/'));
    expect(profileLinks).toHaveLength(activeTeam.length);
    const slugs = profileLinks.map((link) => link.getAttribute('href')!.split('/').pop());
    expect([...slugs].sort()).toEqual(activeTeam.map((member) => member.slug).sort());
    expect(within(section).getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/discover/all-team');
  });
});

describe('/discover/team', () => {
  beforeEach(() => render(<TeamPage />));

  it('has one h1, the partner strip and the team section', () => {
    expect(oneH1()).toHaveTextContent('Our Team');
    expect(screen.getByRole('region', { name: 'Partner logos' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /logo$/ })).toHaveLength(partners.length);
    expect(screen.getByRole('heading', { name: 'Nothing great is achieved alone. Meet our team!' })).toBeInTheDocument();
  });

  it('has every event image, each a button named by its picture', () => {
    const events = screen.getByRole('region', { name: 'Events gallery' });
    const buttons = within(events)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-haspopup') === 'dialog');
    expect(buttons).toHaveLength(eventImages.length);
    expect(buttons.map((button) => button.textContent === '' && button.querySelector('img')?.alt).sort()).toEqual(
      eventImages.map((event) => event.image.alt).sort(),
    );
  });

  it('opens the picture in a labelled overlay and closes it by the button, the backdrop and Esc', () => {
    const events = screen.getByRole('region', { name: 'Events gallery' });
    const dialog = document.querySelector('dialog')!;
    const first = within(events).getAllByRole('button', { name: eventImages[0]!.image.alt })[0]!;

    const closeWays: { name: string; close: () => void }[] = [
      { name: 'button', close: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close image' })) },
      { name: 'backdrop', close: () => fireEvent.click(dialog.querySelector(':scope > div')!) },
      // Esc makes the browser close the modal dialog itself; the stand-in does the same.
      { name: 'Esc', close: () => act(() => dialog.close()) },
    ];
    for (const way of closeWays) {
      first.focus();
      fireEvent.click(first);
      expect(dialog).toHaveAttribute('open');
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(within(dialog).getByRole('img', { name: eventImages[0]!.image.alt })).toBeInTheDocument();
      expect(dialog).toHaveAccessibleName(eventImages[0]!.image.alt);
      expect(within(dialog).getByRole('button', { name: 'Close image' })).toHaveFocus();
      // A click on the picture itself keeps the overlay open.
      fireEvent.click(within(dialog).getByRole('img'));
      expect(dialog).toHaveAttribute('open');
      way.close();
      expect(dialog).not.toHaveAttribute('open');
      expect(within(dialog).queryByRole('img')).toBeNull();
      expect(first).toHaveFocus();
    }
  });
});

describe('/discover/all-team', () => {
  it('links every member to their profile', () => {
    render(<AllTeamPage />);
    expect(oneH1()).toHaveTextContent('All Team Members');
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/discover/team/profile/'));
    expect(links).toHaveLength(teamMembers.length);
    expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(teamMembers.length);
  });
});

describe('/discover/team/profile/[slug]', () => {
  it('is generated for all 26 slugs and nothing else', () => {
    expect(generateStaticParams()).toEqual(teamMembers.map((member) => ({ slug: member.slug })));
    expect(dynamicParams).toBe(false);
  });

  it('titles the page with the member name', async () => {
    const metadata = await generateMetadata(profileParams('maya-okafor'));
    expect(metadata.title).toEqual({ absolute: 'Maya Okafor | Lumina Digital - Unveiling Our Saga' });
    expect(metadata.alternates?.canonical).toBe('/discover/team/profile/maya-okafor');
  });

  it.each([
    { slug: 'maya-okafor', rows: [['Current Designation', 'Operations Manager']], superpowers: true },
    {
      slug: 'olivia-brennan',
      rows: [
        ['Designation', 'Digital Marketing Intern'],
        ['End of Employment', 'March 2025'],
      ],
      superpowers: true,
    },
    { slug: 'tomas-herrera', rows: [['Current Designation', 'Junior Developer']], superpowers: false },
  ])('shows the designation rule for $slug', async ({ slug, rows, superpowers }) => {
    render(await TeamProfilePage(profileParams(slug)));
    const member = teamMembers.find((entry) => entry.slug === slug)!;
    expect(oneH1()).toHaveTextContent(member.name);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(rows.map((row) => row[0]));
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(rows.map((row) => row[1]));
    expect(screen.getByRole('heading', { level: 2, name: 'About' })).toBeInTheDocument();
    expect(screen.getByText(member.about)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Superpowers' }) !== null).toBe(superpowers);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });

  it('lists the first five other active members on the side', async () => {
    render(await TeamProfilePage(profileParams('adrian-castellano')));
    const side = screen.getByRole('navigation', { name: 'More of our team' });
    const links = within(side)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/discover/team/profile/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      sideListFor('adrian-castellano').map((member) => `/discover/team/profile/${member.slug}`),
    );
    expect(links).toHaveLength(5);
    expect(links.some((link) => link.getAttribute('href')?.endsWith('/adrian-castellano'))).toBe(false);
  });

  it('answers an unknown slug with the 404 page', async () => {
    await expect(TeamProfilePage(profileParams('nobody-here'))).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
    await expect(generateMetadata(profileParams('nobody-here'))).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
  });
});

describe('/discover/testimonials', () => {
  it('shows 23 testimonial cards', () => {
    render(<TestimonialsPage />);
    expect(oneH1()).toHaveTextContent('Success Chronicles');
    const wall = screen.getByRole('region', { name: 'What our clients say' });
    expect(within(wall).getAllByRole('article')).toHaveLength(23);
  });
});

describe('/discover/investor-relations', () => {
  it('shows 21 partner tiles, each an external link in a new tab', () => {
    render(<InvestorRelationsPage />);
    oneH1();
    const grid = screen.getByRole('region', { name: 'Our partners' });
    const links = within(grid).getAllByRole('link');
    expect(links).toHaveLength(21);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });
});

describe('/discover/media-marvels', () => {
  it('shows the intro and the publication tiles with their ISSNs', () => {
    render(<MediaMarvelsPage />);
    expect(oneH1()).toHaveTextContent('Media Marvels');
    const issns = screen.getAllByText(/^ISSN \d{4}-\d{3}[\dX]$/).map((element) => element.textContent);
    expect(issns).toEqual(mediaIssns);
    expect(screen.getByRole('heading', { level: 3, name: 'Field Notes' })).toBeInTheDocument();
  });
});
