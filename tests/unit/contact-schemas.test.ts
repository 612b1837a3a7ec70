import { randomUUID } from 'node:crypto';
import { chatStateSchema, createChat } from '@/lib/chat/machine';
import { getClientAddress } from '@/lib/contact/http';
import {
  enquirySchema,
  firstIssueMessage,
  isHoneypotFilled,
  MAX_CHAT_MESSAGE_LENGTH,
  MAX_TRANSCRIPT_MESSAGES,
  saveChatSchema,
  subscribeSchema,
} from '@/lib/contact/schemas';
import {
  checkEmail,
  checkEnquiryFields,
  checkName,
  checkPhone,
  checkService,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  NAME_INVALID,
  NAME_REQUIRED,
  PHONE_INVALID,
  SERVICE_OPTIONS,
  SERVICE_REQUIRED,
} from '@/lib/contact/validation';

function subscribeError(body: unknown): string | null {
  const result = subscribeSchema.safeParse(body);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('newsletter email (spec 1 §5)', () => {
  it.each([
    [undefined, EMAIL_REQUIRED],
    [null, EMAIL_REQUIRED],
    ['', EMAIL_REQUIRED],
    ['    ', EMAIL_REQUIRED],
    ['a@b', EMAIL_INVALID],
    ['plainaddress', EMAIL_INVALID],
    ['@example.com', EMAIL_INVALID],
    ['name@', EMAIL_INVALID],
    ['name@example.', EMAIL_INVALID],
    ['name@.example.com', EMAIL_INVALID],
    ['name@example..com', EMAIL_INVALID],
    ['first last@example.com', EMAIL_INVALID],
    ['name@exa mple.com', EMAIL_INVALID],
    ['name@example.com\r\nBcc: victim@example.org', EMAIL_INVALID],
    ['name@example.com\n', EMAIL_INVALID],
    ['name\t@example.com', EMAIL_INVALID],
    ['name@example.com\u0000', EMAIL_INVALID],
    ['a@@example.com', EMAIL_INVALID],
    [`${'a'.repeat(250)}@example.com`, EMAIL_INVALID],
    [{ $ne: 1 }, EMAIL_INVALID],
    [['a@example.com'], EMAIL_INVALID],
    [42, EMAIL_INVALID],
    [true, EMAIL_INVALID],
  ])('%j -> %s', (email, message) => {
    expect(checkEmail(email)).toEqual({ ok: false, error: message });
    expect(subscribeError({ email })).toBe(message);
  });

  it.each([
    ['name@example.com', 'name@example.com'],
    ['  Name.Surname+news@Example.CO.uk  ', 'name.surname+news@example.co.uk'],
    ['o\'brien@example.ie', 'o\'brien@example.ie'],
    ['x@sub.domain.example', 'x@sub.domain.example'],
  ])('%j is accepted and stored as %j', (email, stored) => {
    expect(checkEmail(email).ok).toBe(true);
    expect(subscribeSchema.parse({ email })).toEqual({ email: stored });
  });
});

describe('request bodies', () => {
  it.each([
    [null, 'The request body must be a JSON object.'],
    [[], 'The request body must be a JSON object.'],
    ['name@example.com', 'The request body must be a JSON object.'],
    [{ email: 'name@example.com', admin: true }, 'Unexpected field "admin".'],
    [JSON.parse('{"email":"name@example.com","__proto__":{"polluted":true}}'), 'Unexpected field "__proto__".'],
    [{ email: 'name@example.com', website: 42 }, expect.any(String)],
    [{ email: 'name@example.com', page: 7 }, 'The page must be a path.'],
  ])('%j -> %s', (body, message) => {
    expect(subscribeError(body)).toEqual(message);
  });

  it('does not let __proto__ reach the parsed value', () => {
    const parsed = subscribeSchema.safeParse(JSON.parse('{"email":"a@example.com","__proto__":{"x":1}}'));
    expect(parsed.success).toBe(false);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it.each([
    [undefined, false],
    ['', false],
    ['   ', false],
    ['https://spam.example', true],
  ])('honeypot %j filled: %s', (value, filled) => {
    expect(isHoneypotFilled(value)).toBe(filled);
  });
});

describe('chat transcript', () => {
  const valid = () => ({
    conversationId: randomUUID(),
    message: [
      { id: '1', message: 'Hi! How can I help you ?', type: 'bot' },
      { id: 2, message: 'Ada', type: 'user' },
      { id: '3', message: '', type: 'custom' },
    ],
    userEmail: ' Ada@Example.com ',
  });
  const chatError = (body: unknown) => {
    const result = saveChatSchema.safeParse(body);
    return result.success ? null : firstIssueMessage(result.error);
  };

  it('accepts a transcript, keeping ids as text and normalising the email', () => {
    const parsed = saveChatSchema.parse({ ...valid(), page: '/engage' });
    expect(parsed.userEmail).toBe('ada@example.com');
    expect(parsed.message.map((entry) => entry.id)).toEqual(['1', '2', '3']);
    expect(parsed.page).toBe('/engage');
  });

  it('drops extra fields of a message (loading flags, widgets) instead of storing them', () => {
    const body = valid();
    const parsed = saveChatSchema.parse({ ...body, message: [{ ...body.message[0], loading: true, delay: 750 }] });
    expect(parsed.message[0]).toEqual({ id: '1', message: 'Hi! How can I help you ?', type: 'bot' });
  });

  it.each([
    ['a bad conversation id', { conversationId: 'abc' }, 'Please provide a valid conversation id.'],
    ['no messages', { message: [] }, 'Please provide at least one chat message.'],
    ['messages that are not a list', { message: 'hello' }, 'Please provide the chat messages as a list.'],
    [
      'a 10,000-message transcript',
      { message: Array.from({ length: 10_000 }, (_, i) => ({ id: String(i), message: 'x', type: 'user' })) },
      `The conversation is too long to save (at most ${MAX_TRANSCRIPT_MESSAGES} messages).`,
    ],
    [
      'an over-long message',
      { message: [{ id: '1', message: 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1), type: 'user' }] },
      `Each chat message must be at most ${MAX_CHAT_MESSAGE_LENGTH} characters.`,
    ],
    ['an unknown sender', { message: [{ id: '1', message: 'x', type: 'admin' }] }, 'Each chat message must be from "bot", "user" or "custom".'],
    ['a message that is not an object', { message: ['hello'] }, 'Each chat message must be an object.'],
    ['no email', { userEmail: undefined }, EMAIL_REQUIRED],
    ['an email object', { userEmail: { $ne: 1 } }, EMAIL_INVALID],
    ['an extra field', { widget: 'services' }, 'Unexpected field "widget".'],
  ])('refuses %s', (_name, patch, message) => {
    expect(chatError({ ...valid(), ...patch })).toBe(message);
  });

  it(`accepts exactly ${MAX_TRANSCRIPT_MESSAGES} messages`, () => {
    const message = Array.from({ length: MAX_TRANSCRIPT_MESSAGES }, (_, i) => ({ id: String(i), message: 'ok', type: 'user' }));
    expect(chatError({ ...valid(), message })).toBeNull();
  });

  it('takes every transcript the widget keeps, and the widget keeps none the server refuses', () => {
    const message = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `m${i}`, message: 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH), type: 'user' as const }));
    const history = (count: number) => chatStateSchema.safeParse({ ...createChat().state, messages: message(count) }).success;
    expect(history(MAX_TRANSCRIPT_MESSAGES)).toBe(true);
    expect(chatError({ ...valid(), message: message(MAX_TRANSCRIPT_MESSAGES) })).toBeNull();
    expect(history(MAX_TRANSCRIPT_MESSAGES + 1)).toBe(false);
    expect(chatError({ ...valid(), message: message(MAX_TRANSCRIPT_MESSAGES + 1) })).not.toBeNull();
  });

  it('removes control characters PostgreSQL cannot store', () => {
    const parsed = saveChatSchema.parse({ ...valid(), message: [{ id: '1', message: 'a\u0000b\nc', type: 'user' }] });
    expect(parsed.message[0]?.message).toBe('ab\nc');
  });
});

describe('contact enquiry', () => {
  const valid = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0958',
    service: 'Web Development',
    message: 'We would like a new website for our analytics studio.',
  };

  it('accepts every field and trims them', () => {
    expect(enquirySchema.parse({ ...valid, name: '  Ada   Lovelace ', message: ` ${valid.message}\n` })).toEqual(valid);
  });

  it('treats an empty phone as no phone', () => {
    expect(enquirySchema.parse({ ...valid, phone: '  ' }).phone).toBeUndefined();
    expect(enquirySchema.parse({ ...valid, phone: undefined }).phone).toBeUndefined();
    const withoutPhone = { name: valid.name, email: valid.email, service: valid.service, message: valid.message };
    expect(enquirySchema.parse(withoutPhone)).toEqual(withoutPhone);
  });

  it.each(SERVICE_OPTIONS)('accepts the service %s', (service) => {
    expect(checkService(service)).toEqual({ ok: true, value: service });
  });

  it.each([
    [{ name: '' }, NAME_REQUIRED],
    [{ name: 'R2-D2 <script>' }, NAME_INVALID],
    [{ name: 'x'.repeat(101) }, 'Please keep your name under 100 characters.'],
    [{ email: 'a@b' }, EMAIL_INVALID],
    [{ phone: 'call me' }, PHONE_INVALID],
    [{ phone: '12345' }, PHONE_INVALID],
    [{ service: 'Web development' }, SERVICE_REQUIRED],
    [{ service: '' }, SERVICE_REQUIRED],
    [{ message: '   ' }, MESSAGE_REQUIRED],
    [{ message: 'x'.repeat(5001) }, MESSAGE_TOO_LONG],
  ])('%j -> %s', (patch, message) => {
    const result = enquirySchema.safeParse({ ...valid, ...patch });
    expect(result.success ? null : firstIssueMessage(result.error)).toBe(message);
  });

  it.each([
    ['Ada Lovelace', true],
    ["Siobhán O'Brien-Nić", true],
    ['José Ñúñez', true],
    ['Dr. Grace M. Hopper', true],
    ['1234', false],
    ['<b>', false],
  ])('name %j valid: %s', (name, ok) => {
    expect(checkName(name).ok).toBe(ok);
  });

  it.each([
    ['+1 (415) 555-0142', true],
    ['020 7946 0958', true],
    ['415.555.0142', true],
    ['+1 415 555 0142 ext 3', false],
    ['1234567890123456', false],
  ])('phone %j valid: %s', (phone, ok) => {
    expect(checkPhone(phone).ok).toBe(ok);
  });

  it('reports every field error at once for the form', () => {
    expect(checkEnquiryFields({ name: '', email: 'a@b', phone: 'x', service: '', message: '' })).toEqual({
      name: NAME_REQUIRED,
      email: EMAIL_INVALID,
      phone: PHONE_INVALID,
      service: SERVICE_REQUIRED,
      message: MESSAGE_REQUIRED,
    });
    expect(checkEnquiryFields({ ...valid, phone: '' })).toEqual({});
  });
});

describe('client address for rate limits', () => {
  it.each([
    [{ 'x-forwarded-for': '203.0.113.9' }, '203.0.113.9'],
    [{ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }, '203.0.113.9'],
    [{ 'x-forwarded-for': ' , 198.51.100.2 ' }, '198.51.100.2'],
    [{ 'x-real-ip': '198.51.100.7' }, '198.51.100.7'],
    [{}, 'local'],
  ])('%p -> %s (with no trusted proxy, the last entry: the socket address)', (headers, expected) => {
    expect(getClientAddress(new Headers(headers as Record<string, string>))).toBe(expected);
  });
});
