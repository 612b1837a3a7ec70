import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { answer, hangUntilAborted, installFakeFetch, type FakeResponse, type FetchMock } from '../helpers/fake-fetch';


let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = installFakeFetch();
});

afterEach(() => {
  jest.useRealTimers();
});

function setup() {
  render(<NewsletterForm />);
  const input = screen.getByLabelText('Email address');
  const button = screen.getByRole('button', { name: 'Subscribe' });
  const submit = (email: string) => {
    fireEvent.change(input, { target: { value: email } });
    fireEvent.click(button);
  };
  return { input, button, submit };
}

describe('NewsletterForm', () => {
  it('shows the field, the promise and the privacy link', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByText('One email a month. No spam, unsubscribe anytime.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a honeypot out of reach of people', () => {
    const { container } = render(<NewsletterForm />);
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it.each([
    ['', 'Please provide an email.'],
    ['   ', 'Please provide an email.'],
    ['a@b', 'Please provide a valid email address.'],
    ['ada lovelace@example.com', 'Please provide a valid email address.'],
  ])('checks %j before sending: %s', (email, message) => {
    const { input, submit } = setup();
    submit(email);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the form while subscribing, then shows the success and clears the email', async () => {
    let resolve: (value: FakeResponse) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((done) => (resolve = done)));
    const { input, button, submit } = setup();
    submit('  Ada@Example.com ');

    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(input).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact/subscribe');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'Ada@Example.com', page: '/' });

    await act(async () => resolve(answer(200, { message: 'Thank you for subscribing!', success: true })));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for subscribing!');
    expect(input).toHaveValue('');
    expect(input).toBeEnabled();
    expect(button).toHaveTextContent('Subscribe');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears an earlier error on success', async () => {
    const { submit } = setup();
    submit('a@b');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    submit('ada@example.com');
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [answer(400, { error: 'Please provide a valid email address.' }), 'Please provide a valid email address.'],
    [answer(429, { error: 'Too many requests. Please try again in 60 seconds.' }), 'Too many requests. Please try again in 60 seconds.'],
    [answer(503, '<html>Service Unavailable</html>'), 'Server returned 503'],
    [answer(200, 'not json'), 'Unexpected response (status 200)'],
  ])('shows the server answer under the input (%#)', async (reply, message) => {
    fetchMock.mockResolvedValue(reply);
    const { input, submit } = setup();
    submit('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveValue('ada@example.com');
    expect(input).toBeEnabled();
  });

  it('says so when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { submit } = setup();
    submit('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('No response from server. Please try again later.');
  });

  it('gives up after 15 seconds without an answer', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangUntilAborted);
    const { submit } = setup();
    submit('ada@example.com');
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(14_999);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('No response from server. Please try again later.'),
    );
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('sends the honeypot when a bot fills it', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    const { container } = render(<NewsletterForm />);
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'https://spam.example' } });
    fireEvent.change(container.querySelector('input[name="email"]')!, { target: { value: 'bot@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toMatchObject({ website: 'https://spam.example' });
  });
});
