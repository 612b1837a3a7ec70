import { sectionNames } from '@/content/sections';
import { ClientProjects } from '@/components/sections/showcase/client-projects';
import { PageHeader } from '@/components/ui/page-header';
import { pageCopy } from '@/content/pages';
import { clientProjects, showcaseCopy } from '@/content/showcase';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/showcase/clients-work');

const copy = pageCopy['/showcase/clients-work'];

export default function ShowcaseClientsWorkPage() {
  return (
    <>
      <PageHeader eyebrow={sectionNames.showcase} title={copy.heading} intro={showcaseCopy.clientsWork.intro} />
      <ClientProjects projects={clientProjects} liveLabel={showcaseCopy.clientsWork.liveLabel} />
    </>
  );
}
