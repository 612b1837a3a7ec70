import { mainNav } from '@/content/navigation';
import { site } from '@/content/site';
import { Logo } from './logo';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { StickyBar } from './sticky-bar';

export function Header() {
  return (
    <StickyBar>
      <div className="container-page flex h-16 items-center justify-between gap-6 lg:h-20">
        <Logo name={site.name} colors={site.colors.logo} />
        <DesktopNav items={mainNav} />
        <MobileMenu items={mainNav} />
      </div>
    </StickyBar>
  );
}
