import { BlogScreenSkeleton, ListingSkeleton } from '@/components/blog/listing';

// The listing filtered by `?category=` is rendered per request: its skeleton streams first. The
// prerendered listing and articles have no loading.tsx (see components/blog/link-pending.tsx).
export default function Loading() {
  return (
    <BlogScreenSkeleton>
      <ListingSkeleton />
    </BlogScreenSkeleton>
  );
}
