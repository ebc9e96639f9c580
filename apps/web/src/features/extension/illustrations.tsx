import type { ReactNode } from "react";

/**
 * The guide's pictures, drawn here as SVG (nothing is loaded from elsewhere): simplified browser
 * screens with the one control of each step highlighted. The words inside come translated from the
 * page, as the browser shows them in that language.
 */

const NAVY = "var(--mantine-color-navy-8)";
const NAVY_LIGHT = "var(--mantine-color-navy-0)";
const GREEN = "var(--mantine-color-brand-6)";
const GREY = "var(--mantine-color-gray-3)";
const GREY_TEXT = "var(--mantine-color-gray-7)";
const WHITE = "var(--mantine-color-white)";
const FONT = "system-ui, sans-serif";

function Frame({ label, address, children }: { label: string; address: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 320 200"
      role="img"
      aria-label={label}
      width="100%"
      style={{ maxWidth: 420, display: "block" }}
    >
      <rect x="1" y="1" width="318" height="198" rx="12" fill={WHITE} stroke={GREY} strokeWidth="2" />
      <path d="M1 13a12 12 0 0 1 12-12h294a12 12 0 0 1 12 12v21H1z" fill={NAVY_LIGHT} />
      <circle cx="16" cy="17" r="4" fill={GREY} />
      <circle cx="29" cy="17" r="4" fill={GREY} />
      <circle cx="42" cy="17" r="4" fill={GREY} />
      <rect x="56" y="9" width="250" height="16" rx="8" fill={WHITE} />
      <text x="66" y="21" fontFamily={FONT} fontSize="10" fill={GREY_TEXT}>
        {address}
      </text>
      {children}
    </svg>
  );
}

/** A highlighted control: the one to click in this step; it grows with a longer (translated) label. */
function Highlight({ x, y, width: least, label }: { x: number; y: number; width: number; label: string }) {
  const width = Math.max(least, Math.ceil(label.length * 5.6 + 16));
  return (
    <g>
      <rect
        x={x - 4}
        y={y - 4}
        width={width + 8}
        height={30}
        rx="10"
        fill="none"
        stroke={GREEN}
        strokeWidth="3"
      />
      <rect x={x} y={y} width={width} height={22} rx="6" fill={NAVY} />
      <text x={x + width / 2} y={y + 15} textAnchor="middle" fontFamily={FONT} fontSize="10" fill={WHITE}>
        {label}
      </text>
    </g>
  );
}

function Lines({ x, y, widths }: { x: number; y: number; widths: number[] }) {
  const lines = widths.map((width, line) => ({ width, top: y + line * 12 }));
  return (
    <g>
      {lines.map(({ width, top }) => (
        <rect key={top} x={x} y={top} width={width} height="6" rx="3" fill={GREY} />
      ))}
    </g>
  );
}

/** Chromium: the extensions page with developer mode switched on and "Load unpacked". */
export function ChromiumInstallPicture(props: {
  label: string;
  developerMode: string;
  loadUnpacked: string;
}) {
  return (
    <Frame label={props.label} address="chrome://extensions">
      <text x="196" y="58" textAnchor="end" fontFamily={FONT} fontSize="10" fill={GREY_TEXT}>
        {props.developerMode}
      </text>
      <rect x="204" y="47" width="30" height="16" rx="8" fill={GREEN} />
      <circle cx="226" cy="55" r="6" fill={WHITE} />
      <rect
        x="196"
        y="40"
        width="44"
        height="30"
        rx="10"
        fill="none"
        stroke={GREEN}
        strokeWidth="2"
        strokeDasharray="4 3"
      />
      <Highlight x={20} y={84} width={120} label={props.loadUnpacked} />
      <path d="M170 150h40l8 8h42v30h-90z" fill={NAVY_LIGHT} stroke={NAVY} strokeWidth="2" />
      <path d="M150 108c10 14 16 26 20 40" fill="none" stroke={NAVY} strokeWidth="2" strokeDasharray="4 4" />
      <path d="M166 142l5 8 4-9" fill="none" stroke={NAVY} strokeWidth="2" />
      <Lines x={20} y={130} widths={[120, 90, 110]} />
    </Frame>
  );
}

/** Firefox: about:debugging with "Load Temporary Add-on…" and the zip. */
export function FirefoxInstallPicture(props: { label: string; loadTemporary: string }) {
  return (
    <Frame label={props.label} address="about:debugging#/runtime/this-firefox">
      <Lines x={20} y={50} widths={[150, 110]} />
      <Highlight x={20} y={84} width={150} label={props.loadTemporary} />
      <g transform="translate(220 120)">
        <path d="M0 0h40l16 16v50H0z" fill={NAVY_LIGHT} stroke={NAVY} strokeWidth="2" />
        <path d="M40 0v16h16" fill="none" stroke={NAVY} strokeWidth="2" />
        <rect
          x="14"
          y="26"
          width="12"
          height="30"
          rx="2"
          fill="none"
          stroke={NAVY}
          strokeWidth="2"
          strokeDasharray="3 3"
        />
        <text x="28" y="-8" textAnchor="middle" fontFamily={FONT} fontSize="10" fill={GREY_TEXT}>
          .zip
        </text>
      </g>
      <path d="M178 100c20 10 32 20 38 36" fill="none" stroke={NAVY} strokeWidth="2" strokeDasharray="4 4" />
      <Lines x={20} y={136} widths={[140, 100, 120]} />
    </Frame>
  );
}

/** Connecting: the options page's server address, then Allow on this web app with the same code. */
export function ConnectPicture(props: { label: string; connect: string; allow: string; code: string }) {
  return (
    <svg
      viewBox="0 0 320 200"
      role="img"
      aria-label={props.label}
      width="100%"
      style={{ maxWidth: 420, display: "block" }}
    >
      <rect x="1" y="20" width="130" height="160" rx="12" fill={WHITE} stroke={GREY} strokeWidth="2" />
      <rect x="14" y="40" width="104" height="20" rx="6" fill={WHITE} stroke={GREY} strokeWidth="2" />
      <text x="20" y="54" fontFamily={FONT} fontSize="9" fill={GREY_TEXT}>
        https://…
      </text>
      <Highlight x={14} y={72} width={104} label={props.connect} />
      <text x="66" y="130" textAnchor="middle" fontFamily={FONT} fontSize="13" fontWeight="700" fill={NAVY}>
        {props.code}
      </text>
      <Lines x={14} y={146} widths={[104, 80]} />
      <path d="M138 100h36" stroke={NAVY} strokeWidth="2" strokeDasharray="4 4" />
      <path d="M170 94l8 6-8 6" fill="none" stroke={NAVY} strokeWidth="2" />
      <rect x="185" y="10" width="134" height="180" rx="12" fill={WHITE} stroke={GREY} strokeWidth="2" />
      <rect x="185" y="10" width="134" height="28" rx="12" fill={NAVY} />
      <Lines x={198} y={50} widths={[104, 84]} />
      <rect x="198" y="78" width="108" height="30" rx="6" fill={NAVY_LIGHT} />
      <text x="252" y="98" textAnchor="middle" fontFamily={FONT} fontSize="13" fontWeight="700" fill={NAVY}>
        {props.code}
      </text>
      <Highlight x={198} y={128} width={60} label={props.allow} />
      <rect x="266" y="128" width="40" height="22" rx="6" fill={WHITE} stroke={GREY} strokeWidth="2" />
    </svg>
  );
}

/** Capturing: a job ad, the toolbar button and the popup with the fields and Save. */
export function CapturePicture(props: { label: string; save: string; shortcut: string }) {
  return (
    <Frame label={props.label} address="jobs.example.org/stellen/4711">
      <rect x="290" y="11" width="12" height="12" rx="3" fill={GREEN} />
      <circle cx="296" cy="17" r="11" fill="none" stroke={GREEN} strokeWidth="2" />
      <rect x="20" y="48" width="130" height="12" rx="4" fill={NAVY} />
      <Lines x={20} y={72} widths={[140, 120, 150, 100, 130, 90]} />
      <rect x="172" y="40" width="136" height="148" rx="10" fill={WHITE} stroke={NAVY} strokeWidth="2" />
      {[54, 80, 106].map((y) => (
        <g key={y}>
          <rect x="184" y={y} width="60" height="5" rx="2.5" fill={GREY} />
          <rect
            x="184"
            y={y + 8}
            width="112"
            height="12"
            rx="4"
            fill={WHITE}
            stroke={GREY}
            strokeWidth="1.5"
          />
        </g>
      ))}
      <Highlight x={184} y={140} width={112} label={props.save} />
      <text x="20" y="178" fontFamily={FONT} fontSize="11" fontWeight="700" fill={NAVY}>
        {props.shortcut}
      </text>
    </Frame>
  );
}
