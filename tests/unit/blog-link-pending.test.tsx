import { render, screen } from '@testing-library/react';
import { LinkPending } from '@/components/blog/link-pending';

const linkStatus = { pending: false };
jest.mock('next/link', () => ({ __esModule: true, useLinkStatus: () => linkStatus }));

describe('the loading animation inside a blog link', () => {
  afterEach(() => {
    linkStatus.pending = false;
  });

  it('shows nothing while no navigation through the link is pending', () => {
    const { container } = render(<LinkPending showLabel />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a spinner with "Loading..." for screen readers while the page loads', () => {
    linkStatus.pending = true;
    render(<LinkPending />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(screen.getByText('Loading...')).toHaveClass('sr-only');
    expect(status.querySelector('svg')).toHaveClass('animate-spin', 'motion-reduce:animate-none');
  });

  it('shows "Loading..." as text where the spec shows it (the category screen)', () => {
    linkStatus.pending = true;
    render(<LinkPending showLabel />);
    expect(screen.getByText('Loading...')).not.toHaveClass('sr-only');
  });
});
