import type { SidebarBreakpoint } from './sidebar-toggle';

const grid: Record<SidebarBreakpoint, { wrapper: string; aside: string; main: string }> = {
  lg: {
    wrapper: 'lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]',
    aside: 'lg:col-start-2 lg:row-start-1',
    main: 'lg:col-start-1 lg:row-start-1',
  },
  xl: {
    wrapper: 'xl:grid-cols-[minmax(0,1fr)_22rem]',
    aside: 'xl:col-start-2 xl:row-start-1',
    main: 'xl:col-start-1 xl:row-start-1',
  },
};

/**
 * The blog screens' two columns: the sidebar comes first (under the page header on small screens, where it
 * is a toggle) and moves to the right-hand column from `breakpoint` up. `sidebarLast` puts it after the
 * content in the document, for an article whose h1 must come before the sidebar's headings.
 */
export function BlogColumns({
  sidebar,
  children,
  breakpoint = 'lg',
  sidebarLast = false,
}: {
  sidebar: React.ReactNode;
  children: React.ReactNode;
  breakpoint?: SidebarBreakpoint;
  sidebarLast?: boolean;
}) {
  const style = grid[breakpoint];
  const aside = <div className={`${style.aside}`}>{sidebar}</div>;
  return (
    <div className={`container-page grid gap-10 py-12 sm:py-16 ${style.wrapper}`}>
      {sidebarLast ? null : aside}
      <div className={`min-w-0 ${style.main}`}>{children}</div>
      {sidebarLast ? aside : null}
    </div>
  );
}
