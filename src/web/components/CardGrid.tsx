/**
 * Short cards side by side, each a title and a line or two of text: one
 * column on a phone, two on a tablet, three on a wide screen. The cards'
 * titles are h3, for a grid that sits under a section's h2.
 */
export type Card = { readonly title: string; readonly text: string };

export function CardGrid({ items }: { items: readonly Card[] }) {
  return (
    <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="mt-2">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
