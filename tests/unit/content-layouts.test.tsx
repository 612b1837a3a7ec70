// Layouts take any count of content their schemas allow: an agency adds a partner or a testimonial in
// content/ and the page shows it, with no component edited.
import { render, screen, within } from '@testing-library/react';
import { PartnerGrid } from '@/components/sections/discover/partner-grid';
import { TestimonialWall } from '@/components/sections/discover/testimonial-wall';
import { partners } from '@/content/partners';
import { pageTestimonials } from '@/content/testimonials';

describe('layouts with one more item than shipped', () => {
  it('the partner grid links 22 partners, the new one included', () => {
    const added = { ...partners[0]!, name: 'Northstar Robotics', link: 'https://northstar-robotics.example' };
    render(<PartnerGrid partners={[...partners, added]} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(partners.length + 1);
    expect(items.at(-1)!.querySelector('a')).toHaveAttribute('href', 'https://northstar-robotics.example');
  });

  it('the testimonial wall shows 24 cards in reading order', () => {
    const added = { ...pageTestimonials[0]!, id: pageTestimonials.length + 1, name: 'Priya Raman' };
    render(<TestimonialWall testimonials={[...pageTestimonials, added]} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(pageTestimonials.length + 1);
    expect(cards.at(-1)).toHaveTextContent('Priya Raman');
  });
});
