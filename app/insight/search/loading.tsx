import { BlogColumns } from '@/components/blog/blog-columns';
import { BlogLoader } from '@/components/blog/loader';
import { SearchResults } from '@/components/blog/search-results';
import { BlogSidebar } from '@/components/blog/sidebar';

// The page header is the layout's (./layout.tsx), shown while the results load.
export default function Loading() {
  return (
    <BlogColumns sidebar={<BlogSidebar.Skeleton />}>
      <BlogLoader />
      <div className="mt-6">
        <SearchResults.Skeleton />
      </div>
    </BlogColumns>
  );
}
