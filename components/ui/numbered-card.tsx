/** A list item card led by its two-digit position (01, 02, ...), with a title and a paragraph. */
export function NumberedCard({ index, title, body, className }: { index: number; title: string; body: string; className: string }) {
  return (
    <li className={className}>
      <span aria-hidden="true" className="font-mono text-sm text-brand-700">
        {String(index + 1).padStart(2, '0')}
      </span>
      <h3 className="mt-2 text-lg font-semibold text-ink-900">{title}</h3>
      <p className="mt-2 leading-7 text-ink-600">{body}</p>
    </li>
  );
}

/** A list of NumberedCards (`as` "ol" where the order itself means something, as in a scope of work). */
export function NumberedCards({
  items,
  as: List = 'ul',
  className,
  cardClassName,
}: {
  items: { title: string; body: string }[];
  as?: 'ul' | 'ol';
  className: string;
  cardClassName: string;
}) {
  return (
    <List className={className}>
      {items.map((item, index) => (
        <NumberedCard key={item.title} index={index} title={item.title} body={item.body} className={cardClassName} />
      ))}
    </List>
  );
}
