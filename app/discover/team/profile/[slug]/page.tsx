import type { Metadata } from 'next';
import { FramedPicture } from '@/components/ui/picture';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import {
  designationLabel,
  getTeamMember,
  profileCopy,
  profileCounters,
  PROFILE_COUNTER_TICK_MS,
  sideListFor,
  teamSlugs,
} from '@/content/team';
import { ProfileCounters } from '@/components/sections/team/profile-counters';
import { ProfileSideList } from '@/components/sections/team/profile-side-list';
import { profileHref } from '@/lib/links';
import { JsonLd } from '@/components/ui/json-ld';
import { pageCopy } from '@/content/pages';
import { getConfig } from '@/lib/config';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { slugRoute } from '@/lib/slug-route';
import { GlowBand } from '@/components/ui/glow-band';
import { Glyph } from '@/components/ui/glyph';

type Props = { params: Promise<{ slug: string }> };

const findMember = slugRoute(getTeamMember);

/** One part of the profile's main column, labelled by its heading. */
function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export const dynamicParams = false;

export function generateStaticParams() {
  return teamSlugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const member = await findMember(params);
  return buildMetadata({
    path: profileHref(member.slug),
    title: member.name,
    description: `${member.name}, ${member.status === 'active' ? '' : 'former '}${member.designation} at ${site.name}. ${member.about}`,
  });
}

export default async function TeamProfilePage({ params }: Props) {
  const member = await findMember(params);
  const designation = designationLabel(member);

  const crumbs = [
    { name: pageCopy['/'].title, path: '/' },
    { name: pageCopy['/discover'].title, path: '/discover' },
    { name: pageCopy['/discover/all-team'].title, path: '/discover/all-team' },
    { name: member.name, path: profileHref(member.slug) },
  ];

  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, getConfig().siteUrl)} />
      <GlowBand
        glow="bg-[radial-gradient(50rem_26rem_at_85%_-10%,color-mix(in_oklab,var(--color-sun-500)_28%,transparent),transparent),radial-gradient(40rem_22rem_at_0%_120%,color-mix(in_oklab,var(--color-brand-500)_40%,transparent),transparent)]"
        className="grid items-end gap-10 py-14 sm:py-20 md:grid-cols-[minmax(0,18rem)_1fr] lg:grid-cols-[minmax(0,22rem)_1fr]"
      >
        <FramedPicture
          frame="mx-auto w-full max-w-xs overflow-hidden rounded-3xl bg-ink-800 shadow-2xl ring-1 ring-white/10 md:max-w-none"
          image={member.image}
          sizes="(min-width: 1024px) 22rem, (min-width: 768px) 18rem, 20rem"
          loading="eager"
          className="h-auto w-full"
        />
        <div>
          <Link
            href="/discover/all-team"
            className="inline-flex items-center gap-2 text-sm font-semibold text-accent-300 hover:text-white"
          >
            <Glyph name="back" />
            {profileCopy.allMembers}
          </Link>
          <h1 className="mt-4 text-4xl font-semibold tracking-tight sm:text-5xl lg:text-6xl">{member.name}</h1>
          <p className="mt-3 text-xl text-ink-200">{member.designation}</p>
          {designation.rows.length > 0 ? (
            <dl className="mt-8 flex flex-wrap gap-4">
              {designation.rows.map((row) => (
                <div key={row.label} className="rounded-2xl bg-white/5 px-5 py-3 ring-1 ring-white/10">
                  <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-300">{row.label}</dt>
                  <dd className="mt-1 font-medium text-white">{row.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </GlowBand>

      <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_20rem] lg:gap-16">
        {/* Not an <article>: the profile's heading is the h1 in the banner above. */}
        <div className="min-w-0 space-y-12">
          <ProfileSection id="profile-about" title={profileCopy.about}>
            <p className="mt-4 max-w-3xl text-lg leading-8 text-ink-700">{member.about}</p>
          </ProfileSection>
          {member.superpowers ? (
            <ProfileSection id="profile-superpowers" title={profileCopy.superpowers}>
              <p className="mt-4 max-w-3xl rounded-2xl border-l-4 border-sun-400 bg-sun-300/15 px-6 py-5 text-lg leading-8 text-ink-800">
                {member.superpowers}
              </p>
            </ProfileSection>
          ) : null}
          <ProfileSection id="profile-track-record" title={profileCopy.trackRecord}>
            <p className="mt-2 text-ink-600">
              {profileCopy.trackRecordText(member.name.split(' ')[0]!, member.status === 'active')}
            </p>
            <div className="mt-6">
              <ProfileCounters counters={profileCounters} tickMs={PROFILE_COUNTER_TICK_MS} />
            </div>
          </ProfileSection>
        </div>
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <ProfileSideList members={sideListFor(member.slug)} />
        </aside>
      </div>
    </>
  );
}
