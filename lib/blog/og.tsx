// Open Graph images (PNG, 1200x630) drawn with next/og: for the blog listing and for articles whose feature
// image cannot be used by share cards (none, or an SVG, which Facebook, LinkedIn and X do not display).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { site } from '@/content/site';

export const OG_SIZE = { width: 1200, height: 630 } as const;
export const OG_CONTENT_TYPE = 'image/png';

/** Only the site's own illustrations are embedded; anything else (remote, odd paths) is ignored. */
const LOCAL_SVG = /^\/(?:blog|images\/portfolio\/[a-z0-9][a-z0-9-]{0,150})\/[a-z0-9][a-z0-9-]{0,150}\.svg$/;

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** The site's local SVG illustration as a data URI, or undefined. */
async function illustrationDataUri(src: string | undefined): Promise<string | undefined> {
  if (!src || !LOCAL_SVG.test(src)) return undefined;
  const svg = await readOptional(path.join(process.cwd(), 'public', src));
  return svg ? `data:image/svg+xml;base64,${svg.toString('base64')}` : undefined;
}

export type OgImageInput = {
  /** Small label above the title, e.g. the category. */
  eyebrow: string;
  title: string;
  /** One line under the title. */
  subtitle?: string;
  /** A feature image path such as /blog/post.svg, drawn behind the text when it is one of the site's own. */
  illustration?: string;
};

/** Renders a branded share image; `headers` replace next/og's defaults (e.g. a shorter Cache-Control). */
/** `#rrggbb` with an alpha, for the gradients' see-through stops. */
function rgba(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgba(${r},${g},${b},${alpha})`;
}

export async function renderOgImage(input: OgImageInput, headers?: Record<string, string>): Promise<ImageResponse> {
  const fontDir = path.join(process.cwd(), 'node_modules/geist/dist/fonts/geist-sans');
  const [regular, semibold, background] = await Promise.all([
    readOptional(path.join(fontDir, 'Geist-Regular.ttf')),
    readOptional(path.join(fontDir, 'Geist-SemiBold.ttf')),
    illustrationDataUri(input.illustration),
  ]);
  const c = site.colors;
  const title = Array.from(input.title);
  const shortTitle = title.length > 110 ? `${title.slice(0, 107).join('')}...` : input.title;
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          position: 'relative',
          backgroundColor: c.ink[950],
          backgroundImage: `linear-gradient(135deg, ${c.brand[950]} 0%, ${c.ink[950]} 55%, ${c.accent[700]} 130%)`,
          color: '#ffffff',
          fontFamily: 'Geist',
        }}
      >
        {background ? (
          // eslint-disable-next-line @next/next/no-img-element -- next/og draws plain <img> elements only
          <img src={background} width={OG_SIZE.width} height={OG_SIZE.height} alt="" style={{ position: 'absolute', top: 0, left: 0 }} />
        ) : null}
        <div
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            height: '100%',
            display: 'flex',
            backgroundImage: background
              ? `linear-gradient(90deg, ${rgba(c.ink[950], 0.94)} 0%, ${rgba(c.ink[950], 0.82)} 55%, ${rgba(c.ink[950], 0.25)} 100%)`
              : `radial-gradient(circle at 85% 10%, ${rgba(c.brand[500], 0.55)}, ${rgba(c.ink[950], 0)} 55%)`,
          }}
        />
        <div style={{ position: 'relative', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '64px 72px', width: '100%' }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
            <div
              style={{
                width: 56,
                height: 56,
                borderRadius: 16,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                backgroundImage: `linear-gradient(135deg, ${c.logo.default.from}, ${c.logo.default.to})`,
                fontSize: 32,
                fontWeight: 600,
              }}
            >
              {site.name.charAt(0)}
            </div>
            <div style={{ display: 'flex', fontSize: 30, fontWeight: 600, letterSpacing: -0.5 }}>{site.name}</div>
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 860 }}>
            <div style={{ display: 'flex', fontSize: 26, fontWeight: 600, color: c.accent[300], textTransform: 'uppercase', letterSpacing: 4 }}>
              {input.eyebrow}
            </div>
            <div style={{ display: 'flex', marginTop: 18, fontSize: title.length > 60 ? 54 : 66, fontWeight: 600, lineHeight: 1.1, letterSpacing: -1 }}>
              {shortTitle}
            </div>
            {input.subtitle ? (
              <div style={{ display: 'flex', marginTop: 24, fontSize: 28, color: c.ink[200] }}>{input.subtitle}</div>
            ) : null}
          </div>
        </div>
      </div>
    ),
    {
      ...OG_SIZE,
      ...(headers ? { headers } : {}),
      // The brand font when installed; otherwise next/og's bundled default.
      ...(regular && semibold
        ? {
            fonts: [
              { name: 'Geist', data: regular, weight: 400 as const, style: 'normal' as const },
              { name: 'Geist', data: semibold, weight: 600 as const, style: 'normal' as const },
            ],
          }
        : {}),
    },
  );
}
