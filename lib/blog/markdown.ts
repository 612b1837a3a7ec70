import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// Raw HTML in posts (e.g. a YouTube iframe) is kept here and made safe by sanitizePostHtml afterwards.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeStringify)
  .freeze();

/** GitHub-flavoured markdown to (unsanitized) HTML. */
export async function markdownToHtml(markdown: string): Promise<string> {
  return String(await processor.process(markdown));
}
