import fc from 'fast-check';
import { isValidChatEmail, isValidChatName } from '@/lib/chat/validation';
import { enquirySchema, saveChatSchema, subscribeSchema } from '@/lib/contact/schemas';
import { checkEmail, checkEnquiryFields, checkName, SERVICE_OPTIONS } from '@/lib/contact/validation';

/**
 * Whatever a client accepts, the server accepts: the chatbot, the footer form and the contact form check
 * names and addresses in the browser, and a visitor thanked there must never be refused by the API.
 * Each property runs the clients' own checks on generated input (plain strings, and strings shaped like
 * addresses so the interesting cases are common), then the server's zod schemas on what the client sends.
 */

const RUNS = { numRuns: 2000 };

// Characters that matter to the rules: separators, whitespace, controls, letters of other scripts.
const tricky = fc.constantFrom('@', '.', '..', ' ', '\t', '\n', '\r', '\u0000', '\u0085', '\u00a0', '-', '+', 'é', '李', '\u0301', "'");
const piece = fc.oneof(fc.string({ maxLength: 6 }), fc.stringMatching(/^[a-z0-9]{1,6}$/), tricky);
const textFrom = (pieces: fc.Arbitrary<string>) => fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join(''));
/** Strings that often look like an address: local@domain with arbitrary, sometimes broken, parts. */
const emailLike = fc.oneof(
  fc.string(),
  fc.emailAddress(),
  fc.tuple(textFrom(piece), textFrom(piece)).map(([local, domain]) => `${local}@${domain}`),
  fc.tuple(textFrom(piece), fc.array(textFrom(piece), { minLength: 1, maxLength: 4 })).map(
    ([local, labels]) => `${local}@${labels.join('.')}`,
  ),
);
const nameLike = fc.oneof(fc.string(), textFrom(fc.oneof(piece, fc.constantFrom('Ana', 'José', 'Zoë', 'O', 'Brien'))));

const transcript = [{ id: 'm1', message: 'Hi! How can I help you ?', type: 'bot' as const }];

describe('one validation rule for clients and server', () => {
  it('the chat accepts an address only when save-chat accepts what the chat sends', () => {
    fc.assert(
      fc.property(emailLike, (input) => {
        if (!isValidChatEmail(input)) return;
        // The chat keeps the trimmed text as the address it saves.
        const parsed = saveChatSchema.safeParse({ message: transcript, userEmail: input.trim() });
        expect(parsed.error?.issues).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('the footer form accepts an address only when subscribe accepts it', () => {
    fc.assert(
      fc.property(emailLike, (input) => {
        const checked = checkEmail(input);
        if (!checked.ok) return;
        expect(subscribeSchema.safeParse({ email: checked.value }).success).toBe(true);
      }),
      RUNS,
    );
  });

  it('the contact form sends only enquiries the enquiry route accepts', () => {
    fc.assert(
      fc.property(nameLike, emailLike, fc.constantFrom(...SERVICE_OPTIONS), (name, email, service) => {
        const fields = { name, email, phone: '', service, message: 'A new website, please.' };
        if (Object.keys(checkEnquiryFields(fields)).length > 0) return;
        const parsed = enquirySchema.safeParse({ name: name.trim(), email: email.trim(), service, message: fields.message });
        expect(parsed.error?.issues).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('a name the chat accepts is one the contact form and the server accept', () => {
    fc.assert(
      fc.property(nameLike, (input) => {
        if (!isValidChatName(input)) return;
        expect(checkName(input).ok).toBe(true);
      }),
      RUNS,
    );
  });

  it('the addresses of the issue are refused everywhere, with the same text', () => {
    for (const address of ['a@b..c', 'a@b.c.']) {
      expect(isValidChatEmail(address)).toBe(false);
      expect(checkEmail(address)).toEqual({ ok: false, error: 'Please provide a valid email address.' });
      expect(subscribeSchema.safeParse({ email: address }).error?.issues[0]?.message).toBe('Please provide a valid email address.');
    }
  });
});
