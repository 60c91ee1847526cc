/** The product mark: a phone on a rounded tile, with a gold seal for "trusted, deposit-free". */
export function BrandLogo({ size = 76 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 76 76" aria-hidden="true" className="acc-brand-logo">
      <defs>
        <linearGradient id="acc-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b97ff" />
          <stop offset="1" stopColor="#1450d6" />
        </linearGradient>
      </defs>
      <rect width="76" height="76" rx="20" fill="url(#acc-logo-bg)" />
      <rect x="20" y="12" width="28" height="46" rx="6" fill="none" stroke="#fff" strokeWidth="3.5" />
      <path d="M30 18.5h8" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="34" cy="51" r="2.3" fill="#fff" />
      <circle cx="51" cy="52" r="12.5" fill="#ffc53d" stroke="#2563eb" strokeWidth="3" />
      <path
        d="M45.5 52.5l4 4 7-8"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
