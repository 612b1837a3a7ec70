import { render } from '@testing-library/react';
import { SocialIcon, socialLabels, type SocialNetwork } from '@/components/ui/social-icon';
import { ICON_DRAWING, markDrawing } from '../helpers/stylesheet';

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
    for (const network of networks) expect(markDrawing(`social-icon-${network}`)).toMatch(ICON_DRAWING);
  });
});
