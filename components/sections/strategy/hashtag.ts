/** A tag as a hashtag: `Thought leadership` becomes `#ThoughtLeadership`, `B2B` stays `#B2B`. */
export function toHashtag(tag: string): string {
  const words = tag.trim().split(/\s+/);
  return `#${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}`;
}
