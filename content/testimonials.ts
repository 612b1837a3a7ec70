import {
  defineImage,
  pageTestimonialSchema,
  testimonialSchema,
  type PageTestimonial,
  type Testimonial,
  listOf,
} from './schemas';
import { site } from './site';

/** The three testimonials of home, artistry and strategy (spec 2 §3). */
export const testimonials: Testimonial[] = listOf(testimonialSchema, 1).parse([
  {
    id: 1,
    class: 'testimonial--sky',
    review:
      `${site.shortName} rebuilt our website and our content process at the same time. Prospects now arrive understanding our fees and our approach, and our compliance reviews take two days instead of three weeks. They felt like part of our firm from the first workshop.`,
    organization: 'Mally Financial',
    author: 'Rachel Kim',
    designation: 'Chief Operating Officer',
  },
  {
    id: 2,
    class: 'testimonial--sand',
    review:
      'We are a referral business and were sceptical about what a website could do for us. A year later our insights pages bring in new relationships every month, and enquiries arrive with everything our intake team needs. The work was careful, clear and on schedule.',
    organization: 'The Harbor Group',
    author: 'Thomas Adeyemi',
    designation: 'Managing Partner',
  },
  {
    id: 3,
    class: 'testimonial--mint',
    review:
      `${site.shortName} understood that our customers buy a habit, not a bottle. The new store is fast, our refill plans run themselves and every impact claim on the site can be checked. Subscriptions went from an afterthought to almost half of our revenue.`,
    organization: 'Earth by Humans',
    author: 'Isla Fenwick',
    designation: 'Co-founder',
  },
]);

export const TESTIMONIAL_AVATAR = { width: 240, height: 240 } as const;

const avatar = (n: number, name: string) =>
  defineImage(
    `/images/testimonials/${String(n).padStart(2, '0')}.svg`,
    TESTIMONIAL_AVATAR.width,
    TESTIMONIAL_AVATAR.height,
    `Illustrated portrait of ${name}`,
  );

type PageTestimonialInput = Omit<PageTestimonial, 'img'>;

const distinct: PageTestimonialInput[] = [
  {
    id: 1,
    name: 'Rachel Kim',
    role: 'Chief Operating Officer, Mally Financial',
    testimonial:
      'Our old site was a brochure. The new one explains our fees, matches prospects to the right adviser and lets us publish without weeks of email. Qualified enquiries rose by more than 70%.',
  },
  {
    id: 2,
    name: 'Thomas Adeyemi',
    role: 'Managing Partner, The Harbor Group',
    testimonial:
      `${site.shortName} rewrote our practice areas around the questions clients really ask. Our insights now reach people who have never met us, and new matters start with complete intake details.`,
  },
  {
    id: 3,
    name: 'Isla Fenwick',
    role: 'Co-founder, Earth by Humans',
    testimonial:
      'The relaunch paid for itself within a quarter. Pages load quickly, refill subscriptions manage themselves and our impact figures finally have a method we can show anyone.',
  },
  {
    id: 4,
    name: 'Sienna Laurent',
    role: 'Director, World Model Hunt',
    testimonial:
      'Applications more than doubled in the first season on the new platform. Our scouts review talent in seconds rather than minutes, and partner agencies finally see candidates all year round.',
  },
  {
    id: 5,
    name: 'Arjun Mehta',
    role: 'Country Lead, WMH India',
    testimonial:
      `Twelve cities, two languages and television-driven traffic spikes, and the site never went down. ${site.shortName} built for the phones our applicants actually use, not the ones in a design studio.`,
  },
  {
    id: 6,
    name: 'Dr. Naomi Reyes',
    role: 'Clinical Director, A Health Place',
    testimonial:
      'Almost two thirds of our visits are now booked online, and intake is done before patients arrive. The team treated patient privacy as seriously as we do.',
  },
  {
    id: 7,
    name: 'Viktor Lindqvist',
    role: 'Creator, Infinite Linux',
    testimonial:
      'Six hundred videos became learning paths people actually finish. Search inside transcripts is the feature my viewers mention most, and selling courses directly changed my business.',
  },
  {
    id: 8,
    name: "Megan O'Connell",
    role: 'Head of Marketing, Northwind Logistics',
    testimonial:
      `${site.shortName} rebuilt our quote request flow and cut it from eleven fields to five. Quote requests rose by 54% and our sales team spends far less time chasing missing details.`,
  },
  {
    id: 9,
    name: 'Hiroshi Tanaka',
    role: 'Founder, Crescent Health Labs',
    testimonial:
      'They turned complicated lab science into pages our customers understand, without a single inaccurate claim. Our scientists signed off on every word, which says a lot.',
  },
  {
    id: 10,
    name: 'Carla Jiménez',
    role: 'Marketing Manager, Solstice Energy',
    testimonial:
      `The solar savings calculator ${site.shortName} designed is now our best lead source. It is honest about the numbers, and customers trust us more because of it.`,
  },
  {
    id: 11,
    name: 'Peter Grant',
    role: 'Broker and Owner, Copperline Realty',
    testimonial:
      'Listings go live the moment they hit the MLS, with photos that load instantly. Our agents share the site proudly, and sellers notice the difference.',
  },
  {
    id: 12,
    name: 'Aisha Bello',
    role: 'Executive Director, Lighthouse Learning',
    testimonial:
      'Enrolment for our after-school programmes moved online in one summer. Parents tell us the new site is the easiest part of signing up, and our staff got their evenings back.',
  },
  {
    id: 13,
    name: 'Marco Rossi',
    role: 'Chief Executive, Tidewater Foods',
    testimonial:
      'Our wholesale catalogue used to be a PDF. Now buyers order online with their own prices, and the SEO work has put our products in front of restaurants we never reached before.',
  },
  {
    id: 14,
    name: 'Lena Hoffmann',
    role: 'Creative Director, Juniper Home Goods',
    testimonial:
      `${site.shortName} refreshed our brand without losing what our customers loved about it. The new logo, packaging labels and website feel like one family.`,
  },
  {
    id: 15,
    name: 'Samuel Whitaker',
    role: 'General Manager, Fernwood Hospitality',
    testimonial:
      'Direct bookings at our three lodges grew by 41%, which means far less paid to booking platforms. The team was responsive through every season.',
  },
  {
    id: 16,
    name: 'Grace Obi',
    role: 'Partner, Redwood Ventures',
    testimonial:
      `We ask ${site.shortName} to review the websites and analytics of companies we consider investing in. Their reports are clear, fast and honest about what they find.`,
  },
  {
    id: 17,
    name: 'Daniel Moreau',
    role: 'VP Product, Orbit Mobility',
    testimonial:
      `${site.shortName}'s dedicated developers joined our team for six months and worked as if they had always been there. Our rider app shipped on time and on both stores.`,
  },
  {
    id: 18,
    name: 'Farah Qureshi',
    role: 'Head of Digital, Silverleaf Insurance',
    testimonial:
      `Our quote journey was losing people at every step. After ${site.shortName}'s research and redesign, completed quotes rose by a third and support calls fell.`,
  },
  {
    id: 19,
    name: 'Owen Fraser',
    role: 'Chief Technology Officer, Quartz Cloud Systems',
    testimonial:
      `Technical buyers are hard to impress. The documentation portal and product pages ${site.shortName} built are now cited in our sales calls as a reason customers chose us.`,
  },
  {
    id: 20,
    name: 'Beatriz Santos',
    role: 'Owner, Meridian Retail Co.',
    testimonial:
      `From the logo to the online store, ${site.shortName} gave our three shops one clear identity. Local search now sends us customers every single day.`,
  },
];

/** The 23 cards of /discover/testimonials; entries 21 to 23 repeat 1 to 3 with their own ids. */
export const pageTestimonials: PageTestimonial[] = listOf(pageTestimonialSchema, 1).parse(
  [
    ...distinct,
    ...distinct.slice(0, 3).map((entry, index) => ({ ...entry, id: distinct.length + index + 1 })),
  ].map((entry, index) => ({ ...entry, img: avatar((index % distinct.length) + 1, entry.name) })),
);

/** The testimonials section's heading where a page gives none of its own. */
export const testimonialsHeading = 'What our clients say';

/** The testimonials page's closing call to action. */
export const testimonialsPageCopy = {
  ctaHeading: 'Ready to write the next chapter?',
  ctaText: `Tell us about your goals and we will show you how ${site.shortName} would approach them.`,
  contact: 'Contact Us',
} as const;
