import { type Card, CardGrid } from '../components/CardGrid.tsx';
import { claimed, claims } from '../content/claims.ts';
import { featuresText } from '../i18n/en/features.ts';
import { useMessages } from '../i18n/index.tsx';
import { useAuthDialog } from '../lib/auth-dialog-context.tsx';
import { useSignedInUser } from '../lib/session.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

const CATEGORIES = ['reading', 'writing', 'journey', 'resources'] as const satisfies (keyof typeof claims.features)[];

export function FeaturesPage() {
  const m = useMessages(featuresText);
  const user = useSignedInUser();
  const { openAuthDialog } = useAuthDialog();
  usePageTitle(m.titles.features);

  return (
    <div className="page-width py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{m.features.title}</h1>
      <p className="mt-4 max-w-2xl text-xl">{m.features.intro}</p>
      {CATEGORIES.map((id) => (
        <section key={id} aria-labelledby={`category-${id}`} className="mt-12">
          <h2 id={`category-${id}`} className="section-title">
            {m.features.categories[id].title}
          </h2>
          <CardGrid items={claimed<string, Card>(claims.features[id], m.features.categories[id].items)} />
        </section>
      ))}
      {user ? null : (
        <div className="mt-14 text-center">
          <button
            type="button"
            className="btn btn-primary btn-large"
            data-prefetch="#sign-in"
            onClick={() => openAuthDialog('register')}
          >
            {m.features.join}
          </button>
        </div>
      )}
    </div>
  );
}
