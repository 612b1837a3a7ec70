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
 * is a toggle) and moves to the right-hand column from `breakpoint` up.
 */
export function BlogColumns({
  sidebar,
  children,
  breakpoint = 'lg',
}: {
  sidebar: React.ReactNode;
  children: React.ReactNode;
  breakpoint?: SidebarBreakpoint;
}) {
  const style = grid[breakpoint];
  return (
    <div className={`container-page grid gap-10 py-12 sm:py-16 ${style.wrapper}`}>
      <div className={`${style.aside}`}>{sidebar}</div>
      <div className={`min-w-0 ${style.main}`}>{children}</div>
    </div>
  );
}
