import type { TeamMember } from '@/content/schemas';

/** The slice of a team member that client grids need: keeps the about texts out of the client payload. */
export type TeamCardData = Pick<TeamMember, 'slug' | 'name' | 'designation' | 'image'>;

export function toTeamCard(member: TeamMember): TeamCardData {
  return { slug: member.slug, name: member.name, designation: member.designation, image: member.image };
}

