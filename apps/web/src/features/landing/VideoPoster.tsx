/**
 * The video area's poster, drawn inline (nothing loads from elsewhere): an application window with a
 * CV, a cover letter being written and a paper plane, plus a "90 s" stopwatch. Decorative.
 */
export function VideoPoster({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="landing-poster-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#23466f" />
          <stop offset="1" stopColor="#173354" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#landing-poster-bg)" />
      <circle cx="560" cy="40" r="150" fill="#9fcc2e" opacity="0.18" />
      <circle cx="60" cy="340" r="120" fill="#84a3c8" opacity="0.18" />
      <g transform="translate(90 60)">
        <rect width="330" height="230" rx="14" fill="#eef3f9" />
        <rect width="330" height="34" rx="14" fill="#d9e3ef" />
        <rect y="20" width="330" height="14" fill="#d9e3ef" />
        <circle cx="20" cy="17" r="5" fill="#84a3c8" />
        <circle cx="38" cy="17" r="5" fill="#84a3c8" />
        <circle cx="56" cy="17" r="5" fill="#9fcc2e" />
        <rect x="20" y="52" width="110" height="156" rx="8" fill="#ffffff" stroke="#b0c4dc" />
        <circle cx="50" cy="82" r="16" fill="#b0c4dc" />
        <rect x="74" y="72" width="44" height="7" rx="3" fill="#23466f" />
        <rect x="74" y="86" width="32" height="6" rx="3" fill="#84a3c8" />
        <rect x="32" y="112" width="86" height="6" rx="3" fill="#d9e3ef" />
        <rect x="32" y="126" width="72" height="6" rx="3" fill="#d9e3ef" />
        <rect x="32" y="140" width="80" height="6" rx="3" fill="#d9e3ef" />
        <rect x="32" y="160" width="60" height="8" rx="4" fill="#9fcc2e" />
        <rect x="32" y="176" width="44" height="8" rx="4" fill="#bfe076" />
        <rect x="146" y="52" width="164" height="10" rx="4" fill="#23466f" />
        <rect x="146" y="74" width="164" height="6" rx="3" fill="#b0c4dc" />
        <rect x="146" y="88" width="150" height="6" rx="3" fill="#b0c4dc" />
        <rect x="146" y="102" width="158" height="6" rx="3" fill="#b0c4dc" />
        <rect x="146" y="116" width="120" height="6" rx="3" fill="#b0c4dc" />
        <rect x="146" y="136" width="150" height="6" rx="3" fill="#d9e3ef" />
        <rect x="146" y="150" width="104" height="6" rx="3" fill="#d9e3ef" />
        <rect x="214" y="178" width="96" height="30" rx="15" fill="#23466f" />
        <path d="M238 193l36-11-12 25-6-9z" fill="#9fcc2e" />
      </g>
      <g transform="translate(470 250)">
        <circle r="48" fill="#ffffff" />
        <circle r="48" fill="none" stroke="#9fcc2e" strokeWidth="8" strokeDasharray="226 302" />
        <rect x="-8" y="-62" width="16" height="10" rx="3" fill="#ffffff" />
        <text
          y="9"
          textAnchor="middle"
          fontSize="26"
          fontWeight="700"
          fill="#173354"
          fontFamily="system-ui, sans-serif"
        >
          90 s
        </text>
      </g>
      <path
        d="M470 120c30-40 70-50 110-40"
        fill="none"
        stroke="#d5eba6"
        strokeWidth="3"
        strokeDasharray="6 8"
      />
      <path d="M586 66l34 8-26 22-2-14z" fill="#ffffff" />
    </svg>
  );
}
