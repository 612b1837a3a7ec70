/** The cross of the close buttons, `size` px square; decorative (the button carries the name). */
export function CloseIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
      <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A button that shows only the cross; `label` is its name, read out but not shown. */
export function CloseButton({
  label,
  onClick,
  className,
  iconSize,
}: {
  label: string;
  onClick: () => void;
  className: string;
  iconSize: number;
}) {
  return (
    <button type="button" onClick={onClick} className={className}>
      <span className="sr-only">{label}</span>
      <CloseIcon size={iconSize} />
    </button>
  );
}
