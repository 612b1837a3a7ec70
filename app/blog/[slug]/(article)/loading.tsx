import { ArticleScreen } from '@/components/blog/article';

export default function Loading() {
  return <ArticleScreen.Skeleton />;
}
