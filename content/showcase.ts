import { z } from 'zod';
import { getCaseStudy } from './portfolio';
import { clientProjectSchema, linkSchema, statSchema, type ClientProject, type ContentImage, type Stat, listOf } from './schemas';
import { clientSite } from './site';

/** Texts of /showcase, /showcase/portfolio and /showcase/clients-work (spec 2 "Showcase"). */

const showcaseCopySchema = z.object({
  header: z.string().min(2),
  galleryIntro: z.string().min(20),
  projects: z.object({ heading: z.string().min(2), intro: z.string().min(20), stats: listOf(statSchema, 1) }),
  team: z.object({ heading: z.string().min(2), text: z.string().min(10), viewMore: linkSchema }),
  portfolioPage: z.object({ heading: z.string().min(2), intro: z.string().min(20), slideCta: z.string().min(2) }),
  clientsWork: z.object({ heading: z.string().min(2), intro: z.string().min(20), liveLabel: z.string().min(2) }),
});
export type ShowcaseCopy = z.infer<typeof showcaseCopySchema>;

export const showcaseCopy: ShowcaseCopy = showcaseCopySchema.parse({
  header: 'Portfolio',
  galleryIntro: 'Websites, apps and brands we have designed and built, with the results that followed.',
  projects: {
    heading: 'Projects',
    intro: 'A decade of work for founders, firms and brands across North America and beyond.',
    stats: [
      { value: '120+', label: 'Projects delivered' },
      { value: '20+', label: 'Brands served' },
      { value: '10+', label: 'Years of experience' },
    ],
  },
  team: {
    heading: 'Our Team',
    text: 'Nothing great is achieved alone. Meet our team!',
    viewMore: { label: 'View More', href: '/discover/all-team' },
  },
  portfolioPage: {
    heading: 'Portfolio',
    intro: 'Seven projects in detail: the challenge, what we built and what changed for the client.',
    slideCta: 'View case study',
  },
  clientsWork: {
    heading: "Clients' Work",
    intro: 'Two live projects you can visit today, from a DevOps video channel to a fashion-modelling brand.',
    liveLabel: 'Visit the live site',
  },
});

export const projectStats: Stat[] = showcaseCopy.projects.stats;

/** Four images of a case study's gallery, by their 1-based positions. */
function imagesOf(slug: string, positions: [number, number, number, number]): ContentImage[] {
  const study = getCaseStudy(slug);
  if (!study) throw new Error(`No case study ${slug}`);
  return positions.map((position) => {
    const image = study.gallery[position - 1];
    if (!image) throw new Error(`No image ${position} in ${slug}`);
    return image;
  });
}

/** The two project blurbs of /showcase/clients-work; live-site links open in a new tab. */
export const clientProjects: ClientProject[] = listOf(clientProjectSchema, 1).parse([
  {
    title: 'Infinite Linux',
    kind: 'DevOps video channel',
    summary:
      'A dark, fast home for a Linux and DevOps YouTube channel with 480,000 subscribers: every episode imported automatically, search inside transcripts down to the minute, seven learning paths and paid courses sold directly.',
    liveUrl: clientSite('infinite-linux'),
    caseStudySlug: 'infinite-linux-youtube-channel',
    images: imagesOf('infinite-linux-youtube-channel', [1, 11, 5, 4]),
  },
  {
    title: 'World Model Hunt',
    kind: 'Fashion-modelling brand',
    summary:
      'An editorial website and casting platform for an international model search: a four-step mobile application, city casting pages published from one template and a private workspace where scouts shortlist new talent.',
    liveUrl: clientSite('world-model-hunt'),
    caseStudySlug: 'world-model-hunt',
    images: imagesOf('world-model-hunt', [1, 8, 4, 9]),
  },
]);

/** The showcase pages' headings and labels that sit outside the copy above. */
export const showcaseLabels = {
  galleryHeading: 'Selected work',
  allCaseStudies: 'All case studies',
  slides: 'Case studies',
  /** Read after a client project's live-site label, before the new-tab hint. */
  liveSiteOf: (title: string) => `of ${title}`,
  readCaseStudy: 'Read the case study',
} as const;
