// The trivial page: what any page of Next.js costs before it has content.
export default function Home() {
  return (
    <main>
      <h1>Floor app</h1>
      <p>A trivial static page.</p>
    </main>
  );
}
