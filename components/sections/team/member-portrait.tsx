import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { FramedPicture, Picture, type PictureProps } from '@/components/ui/picture';
import { profileHref } from '@/lib/links';
import type { TeamCardData } from './team-card';

type MemberPortraitProps = Omit<PictureProps, 'image' | 'alt'> & { member: Pick<TeamCardData, 'image'>; frame?: string };

/**
 * A member's portrait inside a link that carries their name: the name already labels the link, so the
 * picture adds nothing to it (alt ""). `frame` clips it in a span, for cards whose picture zooms on hover.
 */
export function MemberPortrait({ member, frame, ...props }: MemberPortraitProps) {
  return frame ? (
    <FramedPicture as="span" frame={frame} image={member.image} alt="" {...props} />
  ) : (
    <Picture image={member.image} alt="" {...props} />
  );
}

/** A link to a member's profile: their portrait, then `children` (the name and role, laid out by the caller). */
export function MemberLink({
  member,
  className,
  portrait,
  children,
}: {
  member: Pick<TeamCardData, 'slug' | 'image'>;
  className: string;
  portrait: Omit<MemberPortraitProps, 'member'>;
  children: ReactNode;
}) {
  return (
    <Link href={profileHref(member.slug)} className={className}>
      <MemberPortrait member={member} {...portrait} />
      {children}
    </Link>
  );
}
