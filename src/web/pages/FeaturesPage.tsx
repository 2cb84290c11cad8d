import { CardGrid } from '../components/CardGrid.tsx';
import { featuresText } from '../i18n/en/features.ts';
import { useMessages } from '../i18n/index.tsx';
import { useAuthDialog } from '../lib/auth-dialog-context.tsx';
import { useSignedInUser } from '../lib/session.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

export function FeaturesPage() {
  const m = useMessages(featuresText);
  const user = useSignedInUser();
  const { openAuthDialog } = useAuthDialog();
  usePageTitle(m.titles.features);

  return (
    <div className="page-width py-12">
      <h1 className="text-4xl font-bold">{m.features.title}</h1>
      <p className="mt-4 max-w-2xl text-xl">{m.features.intro}</p>
      {m.features.categories.map((category, i) => (
        <section key={category.title} aria-labelledby={`category-${i}`} className="mt-12">
          <h2 id={`category-${i}`} className="section-title">
            {category.title}
          </h2>
          <CardGrid items={category.items} />
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
