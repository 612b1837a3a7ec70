/** The page of a case study; every card, slide and gallery item links here by slug (spec README). */
export function caseStudyHref(slug: string): string {
  return `/portfolio-profile/${slug}`;
}
