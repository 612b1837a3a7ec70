/** The ticked circle before a list point; decorative, so hidden from assistive technology. */
export function CheckIcon({ size, tint, className }: { size: number; tint: string; className: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={`check-icon ${className}`}>
      <circle cx="12" cy="12" r="10" opacity={tint} />
      <path d="m7.5 12.5 3 3 6-6.5" />
    </svg>
  );
}
