import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ContactForm } from '@/components/forms/contact-form';
import { SERVICE_OPTIONS } from '@/lib/contact/validation';
import { answer, hangUntilAborted, installFakeFetch, type FakeResponse, type FetchMock } from '../helpers/fake-fetch';

const SUCCESS = 'Thank you! Your message has been received. We will get back to you within one business day.';

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = installFakeFetch();
});

afterEach(() => {
  jest.useRealTimers();
});

function fields() {
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    phone: screen.getByLabelText(/Phone/),
    service: screen.getByLabelText('Service of interest'),
    message: screen.getByLabelText('Message'),
  };
}

function fill(values: Partial<Record<keyof ReturnType<typeof fields>, string>>) {
  const inputs = fields();
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(inputs[field as keyof typeof inputs], { target: { value } });
  }
}

const complete = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  service: 'Web Development',
  message: 'We need a faster website before our spring launch.',
};

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('ContactForm', () => {
  it('has visible labels for every field and the six services', () => {
    render(<ContactForm />);
    const { service, phone } = fields();
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    expect(phone).toHaveAttribute('type', 'tel');
    const options = within(service).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose a service', ...SERVICE_OPTIONS]);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy');
  });

  it('shows each problem under its field, linked for assistive technology, and sends nothing', () => {
    render(<ContactForm />);
    fill({ email: 'a@b', phone: 'call me' });
    send();
    const expected = {
      name: 'Please provide your name.',
      email: 'Please provide a valid email address.',
      phone: 'Please provide a valid phone number, or leave it empty.',
      service: 'Please choose the service you are interested in.',
      message: 'Please tell us a little about your project.',
    };
    const inputs = fields();
    for (const [field, text] of Object.entries(expected)) {
      const input = inputs[field as keyof typeof inputs];
      const error = screen.getByText(text);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAttribute('aria-describedby', error.id);
    }
    expect(inputs.name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field error once the field is edited', () => {
    render(<ContactForm />);
    send();
    expect(screen.getByText('Please provide your name.')).toBeInTheDocument();
    fill({ name: 'Ada' });
    expect(screen.queryByText('Please provide your name.')).not.toBeInTheDocument();
    expect(fields().name).not.toHaveAttribute('aria-invalid');
  });

  it('disables the form while sending, then thanks the visitor and clears it', async () => {
    let resolve: (value: FakeResponse) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((done) => (resolve = done)));
    render(<ContactForm />);
    fill(complete);
    send();

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    for (const input of Object.values(fields())) expect(input).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact/enquiry');
    expect(JSON.parse(String(init.body))).toMatchObject(complete);

    await act(async () => resolve(answer(201, { message: SUCCESS, success: true })));
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS);
    for (const input of Object.values(fields())) {
      expect(input).toBeEnabled();
      expect(input).toHaveValue('');
    }
  });

  it('leaves out an empty phone', async () => {
    fetchMock.mockResolvedValue(answer(201, { success: true }));
    render(<ContactForm />);
    fill({ ...complete, phone: '   ' });
    send();
    await screen.findByText(SUCCESS);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).not.toHaveProperty('phone');
  });

  it.each([
    [answer(429, { error: 'Too many requests. Please try again in 120 seconds.' }), 'Too many requests. Please try again in 120 seconds.'],
    [answer(503, { error: 'We could not save your details just now. Please try again in a few minutes.' }), 'We could not save your details just now. Please try again in a few minutes.'],
    [answer(500, ''), 'Server returned 500'],
  ])('keeps the fields and shows the server answer (%#)', async (reply, message) => {
    fetchMock.mockResolvedValue(reply);
    render(<ContactForm />);
    fill(complete);
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fields().message).toHaveValue(complete.message);
  });

  it('gives up after 15 seconds without an answer', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangUntilAborted);
    render(<ContactForm />);
    fill(complete);
    send();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(15_000);
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('No response from server. Please try again later.'),
    );
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('preselects a service when asked to', () => {
    render(<ContactForm defaultService="SEO Marketing" />);
    expect(fields().service).toHaveValue('SEO Marketing');
  });
});
