import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { LOGO_PNG_SIZE } from '@/lib/seo/json-ld';

// Drawn from the brand at build time: search engines want a raster logo of at least 112 px (JSON-LD).
export const dynamic = 'force-static';

/** GET /logo.png: the logo mark (the brand's initial on its gradient) as a square PNG. */
export function GET(): Response {
  const { from, to } = site.colors.logo.default;
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: LOGO_PNG_SIZE * 0.28,
          backgroundImage: `linear-gradient(135deg, ${from}, ${to})`,
          color: '#ffffff',
          fontSize: LOGO_PNG_SIZE * 0.55,
          fontWeight: 700,
        }}
      >
        {site.name.charAt(0)}
      </div>
    ),
    { width: LOGO_PNG_SIZE, height: LOGO_PNG_SIZE, headers: { 'Cache-Control': 'public, max-age=86400' } },
  );
}
