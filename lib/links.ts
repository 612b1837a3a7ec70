/** The pages that one slug leads to: every card, slide, list, share card and chat button links through these (spec README). */

/** The page of a case study. */
export function caseStudyHref(slug: string): string {
  return `/portfolio-profile/${slug}`;
}

/** The profile page of a team member. */
export function profileHref(slug: string): string {
  return `/discover/team/profile/${slug}`;
}
