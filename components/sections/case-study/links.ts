/** The page of a case study; every card, slide and gallery item links here by slug (spec README). */
export function caseStudyHref(slug: string): string {
  return `/portfolio-profile/${slug}`;
}

/** The profile of a team member. */
export function teamProfileHref(slug: string): string {
  return `/discover/team/profile/${slug}`;
}
