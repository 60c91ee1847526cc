/** The product mark: a phone on a rounded tile, with a return arrow for "rent, then give back". */
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
      <rect x="24" y="14" width="28" height="48" rx="6" fill="none" stroke="#fff" strokeWidth="3.5" />
      <path d="M33 20h10" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M45 38a7 7 0 1 1-3-5.7"
        fill="none"
        stroke="#ffd27a"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path d="M42.5 27.5l0 5.5l5.5 0" fill="none" stroke="#ffd27a" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="38" cy="55" r="2.4" fill="#fff" />
    </svg>
  );
}
