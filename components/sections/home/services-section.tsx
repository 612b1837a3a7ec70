import Link from 'next/link';
import { homeCopy } from '@/content/home';
import { services } from '@/content/services';
import { ServiceIcon } from './service-icon';

/** The six service cards with the links of spec 2 ("Services"). */
export function ServicesSection() {
  const copy = homeCopy.services;
  return (
    <section aria-labelledby="home-services-heading" className="bg-ink-50 py-20 sm:py-28">
      <div className="container-page">
        <div className="max-w-2xl">
          <h2 id="home-services-heading" className="text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl lg:text-5xl">
            {copy.heading}
          </h2>
          <p className="mt-4 text-lg leading-8 text-ink-600">{copy.intro}</p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service.title}
              className="group relative flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink-100 transition-[box-shadow,transform] duration-300 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 hover:-translate-y-1 hover:shadow-xl hover:shadow-brand-900/10"
            >
              <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-600 text-white shadow-md shadow-brand-900/20">
                <ServiceIcon icon={service.icon} />
              </span>
              <h3 className="mt-6 text-xl font-semibold text-ink-900">
                {/* The link covers the whole card; its name stays the service's title. */}
                <Link
                  href={service.href}
                  className="after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none"
                >
                  {service.title}
                </Link>
              </h3>
              <p className="mt-3 flex-1 leading-7 text-ink-600">{service.description}</p>
              <p aria-hidden="true" className="mt-6 text-sm font-semibold text-brand-700">
                Explore <span className="inline-block transition-transform group-hover:translate-x-1">→</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
