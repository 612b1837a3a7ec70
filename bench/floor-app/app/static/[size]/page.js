import { notFound } from 'next/navigation';
import { sections, SIZES_KB } from './content';

// Page bytes per byte of text: the markup around the text, and the RSC payload that repeats both.
const BYTES_PER_TEXT_BYTE = 2.88;
// What the empty page already weighs (the document shell and Next.js's script tags).
const SHELL_BYTES = 4_700;

export const dynamicParams = false;

export function generateStaticParams() {
  return SIZES_KB.map((size) => ({ size: String(size) }));
}

export async function generateMetadata({ params }) {
  const { size } = await params;
  return { title: `Static page of ${size} KB` };
}

export default async function StaticPage({ params }) {
  const size = Number((await params).size);
  if (!SIZES_KB.includes(size)) notFound();
  const textBytes = Math.max(0, (size * 1000 - SHELL_BYTES) / BYTES_PER_TEXT_BYTE);
  return (
    <main>
      <h1>Static page of {size} KB</h1>
      {sections(textBytes, size).map((section, index) => (
        <section key={index} className={section.className}>
          <h2 className="font-semibold tracking-tight">{section.heading}</h2>
          {section.paragraphs.map((text, line) => (
            <p key={line} className="text-lg leading-relaxed text-neutral-700">
              {text} <a href={`#section-${index}`}>Read more</a>
            </p>
          ))}
          <ul className="mt-4 grid gap-6 md:grid-cols-2">
            {section.items.map((item, line) => (
              <li key={line}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
