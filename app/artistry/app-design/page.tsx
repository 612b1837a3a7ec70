import { ServicePageView } from '@/components/sections/artistry/service-page-view';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/artistry/app-design');

export default function ArtistryAppDesignPage() {
  return <ServicePageView path="/artistry/app-design" />;
}
