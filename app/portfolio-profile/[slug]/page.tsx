import type { Metadata } from 'next';
import { CaseStudyView } from '@/components/sections/case-study/case-study-view';
import { caseStudyHref } from '@/components/sections/case-study/links';
import { caseStudySlugs, getCaseStudy } from '@/content/portfolio';
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
    image: { url: study.img.src, width: study.img.width, height: study.img.height, alt: study.img.alt },
  });
}

export default async function CaseStudyPage({ params }: Props) {
  const study = await findCaseStudy(params);
  return <CaseStudyView study={study} />;
}
