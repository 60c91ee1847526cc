/**
 * A bank's mark on its card tile: the bank's short code in its colour on a white roundel, the way
 * renters spot ICBC or CMB at a glance (the full name is beside it for screen readers).
 */
export function BankMark({ code, color }: { code: string; color: string }) {
  const label = code.toUpperCase().slice(0, 5);
  const size = label.length > 3 ? 11 : 13;
  return (
    <svg className="pay-card-tile-logo" viewBox="0 0 40 40" width="40" height="40" aria-hidden>
      <circle cx="20" cy="20" r="19" fill="#fff" />
      <circle cx="20" cy="20" r="15.5" fill="none" stroke={color} strokeWidth="2.5" />
      <text
        x="20"
        y="20"
        dy="0.36em"
        textAnchor="middle"
        fontSize={size}
        fontWeight="800"
        fontFamily="Arial, Helvetica, sans-serif"
        fill={color}
      >
        {label}
      </text>
    </svg>
  );
}
