// Text for the static pages of fixed sizes: English-like words from a fixed seed, in the kind of markup
// the site's pages carry (sections, headings, paragraphs, lists, links, class attributes), so that the
// HTML compresses about as well as a real page does. The same bytes on every build.

/** Plain static pages of these HTML sizes in KB; `npm run bench` compares each site page with the
 * smallest of them at or above its own size, and prints the sizes it measured. */
export const SIZES_KB = [10, 25, 50, 75, 100, 150, 200, 250];

const WORDS = (
  'design strategy digital brand website product team client research content launch growth customer ' +
  'experience platform mobile studio project process insight performance quality campaign story market ' +
  'service agency partner creative data system interface motion identity search visitors results delivery ' +
  'audience engineering accessibility conversion workshop prototype analytics editorial journey value the ' +
  'a of and to in for with on from by our their this that we they every new first clear simple fast useful ' +
  'build measure learn shape refine improve support write plan test ship review explore connect grow deliver'
).split(' ');

const CLASSES = ['mx-auto max-w-3xl px-6 py-16', 'text-lg leading-relaxed text-neutral-700', 'mt-4 grid gap-6 md:grid-cols-2', 'font-semibold tracking-tight'];

/** A small deterministic generator (mulberry32), so every build writes the same pages. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(next, words) {
  const text = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/**
 * Sections of about `textBytes` characters in all (text plus an allowance for its markup). Each is a
 * heading, two paragraphs and a short list; the rendered markup and its copy in the RSC payload make up
 * the page's bytes.
 */
export function sections(textBytes, seed = 1) {
  const next = random(seed);
  const result = [];
  let written = 0;
  for (;;) {
    const section = {
      heading: sentence(next, 4),
      paragraphs: [sentence(next, 28) + ' ' + sentence(next, 18), sentence(next, 24) + ' ' + sentence(next, 14)],
      items: Array.from({ length: 3 }, () => sentence(next, 6)),
      className: CLASSES[result.length % CLASSES.length],
    };
    const size = section.heading.length + section.paragraphs.join('').length + section.items.join('').length + 180;
    // The section that lands closest to the size asked for is the last one.
    if (written + size / 2 > textBytes) break;
    written += size;
    result.push(section);
  }
  return result;
}
