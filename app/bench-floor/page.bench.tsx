// The benchmark's floor: a trivial static page that `npm run bench` measures beside the real pages. The
// `.bench.tsx` extension is a page extension only when BENCH_FLOOR=1 at build time (next.config.ts), so
// normal builds do not contain this route. It renders inside the root layout (header and footer).
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  path: '/bench-floor',
  title: 'Benchmark floor',
  description: 'A trivial static page used as the floor of the performance benchmark.',
  noIndex: true,
});

export default function BenchFloorPage() {
  return (
    <section className="container-page py-24">
      <h1 className="text-3xl font-semibold text-ink-900">Benchmark floor</h1>
    </section>
  );
}
