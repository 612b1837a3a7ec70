import { ServicePageView } from '@/components/sections/artistry/service-page-view';
import { staticPageMetadata } from '@/lib/seo/static-page';

export const metadata = staticPageMetadata('/artistry/seo');

export default function ArtistrySeoPage() {
  return <ServicePageView path="/artistry/seo" />;
}
