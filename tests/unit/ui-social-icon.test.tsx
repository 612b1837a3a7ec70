import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { SocialIcon, socialLabels, type SocialNetwork } from '@/components/ui/social-icon';

const networks = Object.keys(socialLabels) as SocialNetwork[];

describe('SocialIcon', () => {
  it.each(networks)('draws %s as an empty element hidden from assistive technology', (network) => {
    const { container } = render(<SocialIcon network={network} />);
    expect(container.innerHTML).toBe(`<span aria-hidden="true" class="social-icon social-icon-${network}"></span>`);
  });

  it('keeps a size given beside it', () => {
    const { container } = render(<SocialIcon network="youtube" className="h-6 w-6" />);
    expect(container.firstElementChild).toHaveClass('social-icon', 'social-icon-youtube', 'h-6', 'w-6');
  });

  it('has a drawing in the stylesheet for every network', () => {
    const css = readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8');
    for (const network of networks) {
      expect(css).toMatch(
        new RegExp(`\\.social-icon-${network} \\{\\s*--mark: url\\("data:image/svg\\+xml,%3Csvg [^"]*%3Cpath d='M[^']+'[^"]*/%3E%3C/svg%3E"\\);`),
      );
    }
  });
});
