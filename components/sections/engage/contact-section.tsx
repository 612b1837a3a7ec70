import { LazyChatWidget as ChatWidget } from '@/components/chat/lazy-chat-widget';
import { ContactForm } from '@/components/forms/contact-form';
import { siteChatConfig } from '@/lib/chat/site-config';
import { engageCopy } from '@/content/engage';
import { SectionTitle } from '@/components/ui/section-header';
import { HydrateLater } from '@/components/ui/hydrate-later';

/**
 * The contact form beside the chatbot. The chatbot has two placements (spec 1 §2): the CSS below shows
 * the one for the current width before hydration, and the widget itself renders only the matching one
 * after it, so one conversation runs. The wrappers carry the display rules so they cannot clash with
 * the widget's own layout classes.
 */
export function ContactSection() {
  const { form } = engageCopy;
  return (
    <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-start">
      <section
        aria-labelledby="engage-form-heading"
        className="rounded-3xl border border-ink-100 bg-white p-6 shadow-xl shadow-ink-900/5 sm:p-10"
      >
        <SectionTitle id="engage-form-heading">{form.heading}</SectionTitle>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-ink-600">{form.intro}</p>
        <div className="mt-8">
          <ContactForm />
        </div>
      </section>
      <HydrateLater className="lg:sticky lg:top-28">
        <div className="lg:hidden">
          <ChatWidget placement="mobile" config={siteChatConfig} />
        </div>
        <div className="hidden lg:block">
          <ChatWidget placement="desktop" config={siteChatConfig} />
        </div>
      </HydrateLater>
    </div>
  );
}
