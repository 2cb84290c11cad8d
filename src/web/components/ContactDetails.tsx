import { aboutText } from '../i18n/en/about.ts';
import { useMessages } from '../i18n/index.tsx';
import { site } from '../lib/site.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The organisation's phones, e-mail and address from config/site.json (About and Help show the same). */
export function ContactDetails() {
  const m = useMessages(aboutText);
  return (
    <dl className="contact mt-4">
      <dt>{m.about.phone}</dt>
      <dd>
        <ul>
          {site.phones.map((phone) => (
            <li key={phone}>
              <a className="link" href={telHref(phone)}>
                {phone}
              </a>
            </li>
          ))}
        </ul>
      </dd>
      <dt>{m.about.email}</dt>
      <dd>
        <a className="link" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      </dd>
      <dt>{m.about.address}</dt>
      <dd>
        <address className="not-italic">{site.address}</address>
      </dd>
    </dl>
  );
}
