/**
 * The interface's own words: what the site's buttons, menus, carousels and landmarks say, and their
 * screen-reader labels. Client islands import this file, so it imports nothing (the site configuration
 * would bring its schema into their JavaScript); a text with the brand's name takes it as an argument.
 */
export const labels = {
  skipToContent: 'Skip to content',
  tags: 'Tags',
  contents: 'On this page',
  opensInNewTab: ' (opens in a new tab)',
  nav: {
    main: 'Main',
    footer: 'Footer',
    mobile: 'Mobile',
    mobileDialog: 'Main menu',
    open: 'Open menu',
    close: 'Close menu',
    back: 'Back',
    menu: 'Menu',
  },
  promo: {
    eyebrow: 'Free strategy session',
    heading: "Let's plan your next launch together",
    cta: "Let's Meet",
    dismiss: 'No, thanks',
    close: 'Close pop-up',
  },
  gallery: {
    close: 'Close',
    closeLabel: 'Close image',
    previous: 'Previous',
    next: 'Next',
    /** Follows "Previous" and "Next" for screen readers. */
    item: ' image',
  },
  projectSlider: {
    previous: 'Previous project',
    next: 'Next project',
  },
  bannerCarousel: {
    label: 'Ways to get started',
    previous: 'Show previous cards',
    next: 'Show next cards',
  },
  heroGrid: 'Client websites we designed and built',
  /** A group of a project's screenshots, a social channel's topics. */
  screensOf: (project: string) => `${project} screens`,
  topicsOf: (channel: string) => `${channel} topics`,
  /** What screen readers call a carousel and its slides (`aria-roledescription`). */
  carousel: 'carousel',
  slide: 'slide',
  /** A carousel's slide, counted from 1. */
  slideOf: (position: number, count: number) => `${position} of ${count}`,
  offeringPicker: 'Our digital solutions',
  /** The link of the offering picker's open panel. */
  exploreOffering: (title: string) => `Explore ${title}`,
  caseStudyContents: 'Case study contents',
  viewCaseStudy: 'View case study',
  partners: 'Our partners',
  social: {
    facebook: 'Facebook',
    linkedin: 'LinkedIn',
    instagram: 'Instagram',
    whatsapp: 'WhatsApp',
    twitter: 'Twitter / X',
    pinterest: 'Pinterest',
    youtube: 'YouTube',
  },
  error: {
    eyebrow: 'Something went wrong',
    heading: 'We could not load this page',
    text: 'A temporary problem stopped this page from loading. Please try again; if it keeps happening, contact us.',
    retry: 'Try again',
    home: 'Take me home',
  },
} as const;

/** The brand's profile on one network, or on all of them. */
export function socialProfileLabel(brandName: string, network = 'social media'): string {
  return `${brandName} on ${network}`;
}

/** The footer's last line. */
export function copyrightText(year: number, brandName: string): string {
  return `© ${year} ${brandName}. All rights reserved.`;
}

/** The promotional pop-up's offer, with the brand's short name. */
export function promoText(brandName: string): string {
  return `Book a 30-minute call with a ${brandName} strategist. We will review your site, your search visibility and your goals, and leave you with three concrete next steps, whether or not we work together.`;
}
