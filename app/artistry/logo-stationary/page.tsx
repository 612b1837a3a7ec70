import { ServicePageView } from '@/components/sections/artistry/service-page-view';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/artistry/logo-stationary');

export default function ArtistryLogoStationaryPage() {
  return <ServicePageView path="/artistry/logo-stationary" />;
}
