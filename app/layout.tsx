import { labels } from '@/content/labels';
import type { Metadata, Viewport } from 'next';
import { popupDismissedKey, site } from '@/content/site';
import { getConfig } from '@/lib/config';
import { feedAlternateTypes } from '@/lib/blog/feed';
import { buildTitle } from '@/lib/seo/metadata';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { RenderLater } from '@/components/ui/render-later';
import { PromoPopup } from '@/components/layout/promo-popup';
import { ScrollTopOnLinkClick } from '@/components/layout/scroll-top-on-link-click';
import { SITE_SHEET_PATH } from './sheets';
import { SiteStyles } from './site-styles';

export const metadata: Metadata = {
  metadataBase: new URL(getConfig().siteUrl),
  title: { default: buildTitle({ path: '/' }), template: `%s | ${site.name} - ${site.shortName}` },
  description: site.description,
  // The feeds for pages without metadata of their own (a page's `alternates` replaces these).
  alternates: { types: feedAlternateTypes() },
  applicationName: site.name,
  icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }] },
  openGraph: { siteName: site.name, locale: 'en_US', type: 'website' },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: site.colors.ink[900],
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  // Text is drawn at once in a fallback scaled to Geist's metrics (app/fonts/fallbacks.css), then in Geist.
  // The font is not preloaded: on a slow phone a preload shares the first round trips with the HTML and
  // delays the first paint (docs/architecture.md, "The font").
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <SiteStyles siteSheet={SITE_SHEET_PATH} />
        <a
          href="#main"
          className="sr-only z-[100] rounded-md bg-ink-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {labels.skipToContent}
        </a>
        <Header />
        <main id="main" className="flex-1">
          {children}
        </main>
        <RenderLater>
          <Footer />
        </RenderLater>
        <PromoPopup storageKey={popupDismissedKey} brandName={site.name} schedulingUrl={site.schedulingUrl} />
        <ScrollTopOnLinkClick />
      </body>
    </html>
  );
}
