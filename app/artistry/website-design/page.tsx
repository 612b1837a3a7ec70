import { ServicePageView } from '@/components/sections/artistry/service-page-view';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/artistry/website-design');

export default function ArtistryWebsiteDesignPage() {
  return <ServicePageView path="/artistry/website-design" />;
}
