/**
 * The plan cards' pictures: small inline SVG illustrations (no remote assets), one per plan
 * image key. Decorative: the card's title names the plan.
 */
const POT = (
  <>
    <path d="M44 86h32l-4 26H48z" fill="#b8643f" />
    <rect x="40" y="80" width="40" height="9" rx="3" fill="#a4472c" />
  </>
);

function Free() {
  return (
    <>
      <circle cx="60" cy="62" r="46" fill="#e6f1ea" />
      <path d="M60 82V56" stroke="#2a6a4b" strokeWidth="3" strokeLinecap="round" />
      <path d="M60 62c-2-12-12-18-22-16 1 11 10 18 22 16z" fill="#3f8763" />
      <path d="M60 56c2-12 12-18 22-16-1 11-10 18-22 16z" fill="#5aa27c" />
      {POT}
    </>
  );
}

function Starter() {
  return (
    <>
      <circle cx="60" cy="62" r="46" fill="#eaf3e4" />
      <path d="M60 82V40" stroke="#2a6a4b" strokeWidth="3" strokeLinecap="round" />
      <path d="M60 70c-4-14-18-20-28-15 3 12 15 19 28 15z" fill="#3f8763" />
      <path d="M60 60c4-14 18-20 28-15-3 12-15 19-28 15z" fill="#5aa27c" />
      <path d="M60 44c-6-10-4-22 0-28 4 6 6 18 0 28z" fill="#2a6a4b" />
      <path d="M60 44c-2-7-1-15 0-22" stroke="#cfe3d6" strokeWidth="1.5" fill="none" />
      {POT}
    </>
  );
}

function Premium() {
  return (
    <>
      <circle cx="60" cy="62" r="46" fill="#fbf1d6" />
      <path d="M58 84c-2-14 0-26 4-36" stroke="#1f5139" strokeWidth="3" fill="none" strokeLinecap="round" />
      {/* A variegated monstera leaf: green with cream splashes and fenestrations. */}
      <path d="M62 50C40 54 24 40 28 22c16-8 38-4 46 10 6 10 2 16-12 18z" fill="#1f5139" />
      <path d="M40 24c8-2 18 0 24 6-6 4-18 4-24-6z" fill="#f4ecd2" />
      <path d="M34 38c6 4 14 6 22 4-4-8-14-10-22-4z" fill="#f4ecd2" opacity="0.85" />
      <path d="M62 50 38 30M62 50 48 26M62 50 30 40" stroke="#12301f" strokeWidth="1.4" />
      <ellipse cx="46" cy="40" rx="3" ry="1.6" fill="#fbf1d6" />
      <ellipse cx="54" cy="32" rx="2.6" ry="1.4" fill="#fbf1d6" />
      <path d="M84 22l3.5 7 7.5 1-5.5 5 1.5 7.5-7-3.7-7 3.7 1.5-7.5-5.5-5 7.5-1z" fill="#c8961e" />
      {POT}
    </>
  );
}

function International() {
  return (
    <>
      <circle cx="60" cy="62" r="46" fill="#e9f2f8" />
      <circle cx="80" cy="34" r="16" fill="#d4e6f3" stroke="#1d4f73" strokeWidth="2" />
      <path d="M64 34h32M80 18c-7 8-7 24 0 32M80 18c7 8 7 24 0 32" stroke="#1d4f73" strokeWidth="1.6" fill="none" />
      <path d="M54 82V48" stroke="#2a6a4b" strokeWidth="3" strokeLinecap="round" />
      <path d="M54 66c-4-14-18-20-28-15 3 12 15 19 28 15z" fill="#3f8763" />
      <path d="M54 52c-3-12 2-22 8-26 3 10-1 20-8 26z" fill="#5aa27c" />
      <g transform="translate(-6 0)">{POT}</g>
    </>
  );
}

const ART: Record<string, () => JSX.Element> = {
  'membership-free': Free,
  'membership-starter': Starter,
  'membership-premium': Premium,
  'membership-international-seller': International,
};

export function PlanIllustration({ imageKey, className }: { imageKey: string; className?: string }) {
  const Art = ART[imageKey] ?? Free;
  return (
    <svg className={className} viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false" data-image={imageKey}>
      <Art />
    </svg>
  );
}
