import Link from '@/components/ui/link';
import { homeCopy } from '@/content/home';
import { services } from '@/content/services';
import { ServiceIcon } from './service-icon';
import { Glyph } from '@/components/ui/glyph';
import { BandHeading } from '@/components/ui/band-heading';

/** The six service cards with the links of spec 2 ("Services"). */
export function ServicesSection() {
  const copy = homeCopy.services;
  return (
    <section aria-labelledby="home-services-heading" className="bg-ink-50 py-20 sm:py-28">
      <div className="container-page">
        <div className="max-w-2xl">
          <BandHeading id="home-services-heading" size="lg" tone="light" title={copy.heading} text={copy.intro} />
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service.title}
              className="group service-card"
            >
              <span className="service-badge">
                <ServiceIcon icon={service.icon} />
              </span>
              <h3 className="service-title">
                {/* The link covers the whole card; its name stays the service's title. */}
                <Link
                  href={service.href}
                  className="card-cover-link"
                >
                  {service.title}
                </Link>
              </h3>
              <p className="service-text">{service.description}</p>
              <p aria-hidden="true" className="service-more">
                {copy.more} <Glyph name="next" className="glyph-nudge" />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
