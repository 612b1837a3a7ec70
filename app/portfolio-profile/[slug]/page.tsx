import type { Metadata } from 'next';
import { CaseStudyView } from '@/components/sections/case-study/case-study-view';
import { caseStudyHref } from '@/lib/links';
import { caseStudySlugs, getCaseStudy } from '@/content/portfolio';
import { JsonLd } from '@/components/ui/json-ld';
import { pageCopy } from '@/content/pages';
import { getConfig } from '@/lib/config';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { slugRoute } from '@/lib/slug-route';

type Props = { params: Promise<{ slug: string }> };

// Every case study is generated at build time; any other slug is the 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return caseStudySlugs.map((slug) => ({ slug }));
}

const findCaseStudy = slugRoute(getCaseStudy);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const study = await findCaseStudy(params);
  return buildMetadata({
    path: caseStudyHref(study.slug),
    title: study.title,
    description: study.description,
  });
}

export default async function CaseStudyPage({ params }: Props) {
  const study = await findCaseStudy(params);
  const crumbs = [
    { name: pageCopy['/'].title, path: '/' },
    { name: pageCopy['/showcase'].title, path: '/showcase' },
    { name: pageCopy['/showcase/portfolio'].title, path: '/showcase/portfolio' },
    { name: study.title, path: caseStudyHref(study.slug) },
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, getConfig().siteUrl)} />
      <CaseStudyView study={study} />
    </>
  );
}
