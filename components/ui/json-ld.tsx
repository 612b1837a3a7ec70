import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';

/**
 * Structured data for search engines. Renders in place (the body is fine for JSON-LD); the serializer
 * escapes `<` as \u003c so no value can close the script element.
 */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
