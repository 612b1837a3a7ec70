import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyView } from '@/components/sections/case-study/case-study-view';
import { caseStudyHref } from '@/components/sections/case-study/links';
import { caseStudySlugs, getCaseStudy } from '@/content/portfolio';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ slug: string }> };

// Every case study is generated at build time; any other slug is the 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return caseStudySlugs.map((slug) => ({ slug }));
}

/** Shared by the page and its metadata, so one request looks the case study up once. */
const loadCaseStudy = cache((slug: string) => getCaseStudy(slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const study = loadCaseStudy(slug);
  if (!study) notFound();
  return buildMetadata({
    path: caseStudyHref(study.slug),
    title: study.title,
    description: study.description,
    image: { url: study.img.src, width: study.img.width, height: study.img.height, alt: study.img.alt },
  });
}

export default async function CaseStudyPage({ params }: Props) {
  const { slug } = await params;
  const study = loadCaseStudy(slug);
  if (!study) notFound();
  return <CaseStudyView study={study} />;
}
