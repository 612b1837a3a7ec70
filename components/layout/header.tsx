import { mainNav } from '@/content/navigation';
import { site } from '@/content/site';
import { Logo } from './logo';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { StickyBar } from './sticky-bar';

/**
 * An empty element right after the header: the root layout holds the first paint until the parser reaches
 * it (`<link rel="expect">`), so the header is never painted half-parsed. Empty, so that it counts as parsed
 * the moment it is inserted, which is when Chromium lets rendering start, and when it is closed, which is
 * when the HTML standard does.
 */
export const HEADER_END_ID = 'header-end';

export function Header() {
  return (
    <>
      <StickyBar>
        <div className="container-page flex h-16 items-center justify-between gap-6 lg:h-20">
          <Logo name={site.name} colors={site.colors.logo} />
          <DesktopNav items={mainNav} />
          <MobileMenu items={mainNav} />
        </div>
      </StickyBar>
      <span id={HEADER_END_ID} hidden />
    </>
  );
}
