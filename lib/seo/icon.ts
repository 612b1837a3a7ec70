import { site, type Site } from '@/content/site';

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The site icon (favicon, feed and JSON-LD logo): the logo mark, the brand's initial on its gradient. */
export function iconSvg(config: Site = site): string {
  const { from, to } = config.colors.logo.default;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 36 36">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="36" height="36" rx="10" fill="url(#g)"/>',
    `<text x="18" y="25" text-anchor="middle" font-family="ui-sans-serif, system-ui, sans-serif" font-size="19" font-weight="700" fill="#fff">${xmlText(config.name.charAt(0))}</text>`,
    '</svg>',
  ].join('');
}
