import { BlogScreenSkeleton } from '@/components/blog/listing';
import { BlogLoader } from '@/components/blog/loader';
import { SearchResults } from '@/components/blog/search-results';

export default function Loading() {
  return (
    <BlogScreenSkeleton>
      <BlogLoader />
      <div className="mt-6">
        <SearchResults.Skeleton />
      </div>
    </BlogScreenSkeleton>
  );
}
