import {
  isEmailRefusal,
  isGreeting,
  isValidChatEmail,
  isValidChatName,
  normalizeChatName,
} from '@/lib/chat/validation';

/**
 * Decisions documented by these tables:
 * - Names accept letters of every script (and combining accents) plus plain spaces, because the spec says
 *   "only letters and spaces" and a visitor called José or 李雷 is a real lead. Digits, apostrophes,
 *   hyphens, tabs and line breaks inside a name are refused; surrounding whitespace, CRLF included, is trimmed.
 * - Emails follow the spec's simple pattern: local@domain.tld, no whitespace anywhere after trimming,
 *   exactly one "@", a domain of dot-separated non-empty labels (no "..", no trailing dot), no control
 *   characters, at most 254 characters: the server's rule (lib/contact/validation.ts).
 */

describe('chat name', () => {
  it.each([
    ['Ana', true],
    ['  Ana  ', true],
    ['Ana María', true],
    ['ana   maria', true],
    ['José', true],
    ['Zoë', true],
    ['Jose\u0301', true], // decomposed accent
    ['李雷', true],
    ['Ελένη', true],
    ['Мария Иванова', true],
    ['\r\nAna\r\n', true],
    ['', false],
    ['   ', false],
    ['Ana1', false],
    ['123', false],
    ['R2 D2', false],
    ["O'Brien", false],
    ['Jean-Luc', false],
    ['Ana.', false],
    ['ana@example.com', false],
    ['Ana\r\nMaria', false],
    ['Ana\tMaria', false],
    ['<script>', false],
    ['😀', false],
    ['A'.repeat(60), true],
    ['A'.repeat(61), false],
  ])('%j -> %s', (input, valid) => {
    expect(isValidChatName(input)).toBe(valid);
  });

  it.each([
    ['  Ana   María ', 'Ana María'],
    ['Grace', 'Grace'],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizeChatName(input)).toBe(expected);
  });
});

describe('chat email', () => {
  it.each([
    ['grace@navy.example', true],
    ['  grace@navy.example  ', true],
    ['\r\ngrace@navy.example\r\n', true],
    ['first.last+tag@sub.domain.co.uk', true],
    ['GRACE@NAVY.EXAMPLE', true],
    ['josé@exämple.com', true],
    ['', false],
    ['grace', false],
    ['grace@', false],
    ['@navy.example', false],
    ['a@b', false],
    ['grace@navy', false],
    ['grace@navy.', false],
    // Refused by the server too: the chat must never thank a visitor for an address that is then dropped.
    ['a@b..c', false],
    ['a@b.c.', false],
    ['a@.b.c', false],
    ['grace@navy.example\u0085', false],
    ['grace@@navy.example', false],
    ['gr@ce@navy.example', false],
    ['grace hopper@navy.example', false],
    ['grace@navy .example', false],
    ['grace@navy.example\r\nBcc: x@y.z', false],
    ['grace\t@navy.example', false],
    ['grace\u0000@navy.example', false],
    [`${'a'.repeat(244)}@navy.example`, false],
  ])('%j -> %s', (input, valid) => {
    expect(isValidChatEmail(input)).toBe(valid);
  });
});

describe('greetings that start the name question', () => {
  it.each([
    ['hi', true],
    ['hello', true],
    ['hii', true],
    ['helo', true],
    ['HI', true],
    ['Hello!', true],
    ['  hii  ', true],
    ['hi there', true],
    ['hey', false],
    ['history', false],
    ['hiya', false],
    ['hello2', false],
    ['oh hi', false],
  ])('%j -> %s', (input, greeting) => {
    expect(isGreeting(input)).toBe(greeting);
  });
});

describe('answers that decline the email', () => {
  it.each([
    ['no', true],
    ['No', true],
    ['NOT', true],
    ['nahi', true],
    ['no thanks', true],
    ['No, thank you', true],
    ['not now', true],
    ['nope', false],
    ['nothing', false],
    ['none', false],
    ['notify@me.example', false],
  ])('%j -> %s', (input, refusal) => {
    expect(isEmailRefusal(input)).toBe(refusal);
  });
});
