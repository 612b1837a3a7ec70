import type { Metadata } from 'next';
import { newsletterPages } from '@/content/newsletter';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

type Screen = keyof Omit<typeof newsletterPages, 'home' | 'eyebrow'>;

export function newsletterMetadata(screen: Screen): Metadata {
  const copy = newsletterPages[screen];
  // Pages a subscriber reaches from an email: nothing for a search engine.
  return { title: copy.title, description: copy.description, robots: { index: false, follow: false } };
}

/**
 * A newsletter page: its heading, and either the form that confirms or unsubscribes (a plain POST to the
 * API route, so it works before hydration and without JavaScript) or a link home. The token travels in the
 * form's body: a mail scanner that opens the emailed link changes nothing.
 */
export function NewsletterPage({ screen, form }: { screen: Screen; form?: { action: string; token: string } }) {
  const copy = newsletterPages[screen];
  return (
    <>
      <PageHeader eyebrow={newsletterPages.eyebrow} title={copy.heading} intro={copy.lead} />
      <div className="container-page py-12 sm:py-16">
        {form && 'button' in copy ? (
          <form method="post" action={form.action}>
            <input type="hidden" name="token" value={form.token} />
            <button type="submit" className={buttonClasses()}>
              {copy.button}
            </button>
          </form>
        ) : (
          <ButtonLink href="/" tone="outline">
            {newsletterPages.home}
          </ButtonLink>
        )}
      </div>
    </>
  );
}
