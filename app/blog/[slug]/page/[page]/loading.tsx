import { BlogScreenSkeleton, ListingSkeleton } from '@/components/blog/listing';

export default function Loading() {
  return (
    <BlogScreenSkeleton>
      <ListingSkeleton />
    </BlogScreenSkeleton>
  );
}
