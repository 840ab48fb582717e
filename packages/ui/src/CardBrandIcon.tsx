import type { ReactNode } from 'react';

/** The card brand icons of spec 3 §2 ("Card brand icons"); `default` stands for any other brand. */
export const CARD_BRAND_ICONS = ['amex', 'diners', 'discovery', 'jcb', 'mastercard', 'unionpay', 'visa', 'default'] as const;
export type CardBrandIconName = (typeof CARD_BRAND_ICONS)[number];

/** What each icon is called for people who cannot see it. */
export const CARD_BRAND_LABELS: Readonly<Record<CardBrandIconName, string>> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discovery: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
  default: 'Card',
};

/** Brand names as payment providers spell them, mapped to the icon that shows them. */
const ALIASES: Readonly<Record<string, CardBrandIconName>> = {
  amex: 'amex',
  'american express': 'amex',
  american_express: 'amex',
  diners: 'diners',
  'diners club': 'diners',
  diners_club: 'diners',
  discover: 'discovery',
  discovery: 'discovery',
  jcb: 'jcb',
  mastercard: 'mastercard',
  'master card': 'mastercard',
  unionpay: 'unionpay',
  'union pay': 'unionpay',
  visa: 'visa',
};

/** The icon for a brand as a provider names it (`visa`, `discover`, `American Express`); unknown brands get `default`. */
export function cardBrandIconName(brand: string): CardBrandIconName {
  return ALIASES[brand.trim().toLowerCase()] ?? 'default';
}

const FACES: Readonly<Record<CardBrandIconName, ReactNode>> = {
  visa: (
    <>
      <rect width="48" height="32" rx="4" fill="#1a1f71" />
      <text x="24" y="21" textAnchor="middle" fontSize="12" fontWeight="800" fontStyle="italic" fill="#fff" fontFamily="Arial, sans-serif" letterSpacing="0.5">
        VISA
      </text>
      <rect x="6" y="25" width="36" height="2" rx="1" fill="#f7b600" />
    </>
  ),
  mastercard: (
    <>
      <rect width="48" height="32" rx="4" fill="#231f20" />
      <circle cx="19.5" cy="16" r="8.5" fill="#eb001b" />
      <circle cx="28.5" cy="16" r="8.5" fill="#f79e1b" fillOpacity="0.9" />
      <path d="M24 8.8a8.5 8.5 0 0 1 0 14.4 8.5 8.5 0 0 1 0-14.4z" fill="#ff5f00" />
    </>
  ),
  amex: (
    <>
      <rect width="48" height="32" rx="4" fill="#1f72cd" />
      <rect x="5" y="9" width="38" height="14" rx="2" fill="none" stroke="#fff" strokeWidth="1.2" />
      <text x="24" y="20.2" textAnchor="middle" fontSize="9" fontWeight="800" fill="#fff" fontFamily="Arial, sans-serif" letterSpacing="0.6">
        AMEX
      </text>
    </>
  ),
  discovery: (
    <>
      <rect x="0.5" y="0.5" width="47" height="31" rx="3.5" fill="#fff" stroke="#d9d1c2" />
      <path d="M20 32h24a4 4 0 0 0 4-4V18c-6 7-16 12-28 14z" fill="#f48120" />
      <text x="5" y="17.5" fontSize="7" fontWeight="700" fill="#231f20" fontFamily="Arial, sans-serif">
        DISC
      </text>
      <circle cx="27.6" cy="15" r="3.2" fill="#f48120" />
      <text x="31.5" y="17.5" fontSize="7" fontWeight="700" fill="#231f20" fontFamily="Arial, sans-serif">
        VER
      </text>
    </>
  ),
  diners: (
    <>
      <rect width="48" height="32" rx="4" fill="#0079be" />
      <circle cx="24" cy="16" r="9" fill="#fff" />
      <path d="M21 10.6a6 6 0 0 0 0 10.8zM27 10.6v10.8a6 6 0 0 0 0-10.8z" fill="#0079be" />
    </>
  ),
  jcb: (
    <>
      <rect x="0.5" y="0.5" width="47" height="31" rx="3.5" fill="#fff" stroke="#d9d1c2" />
      <rect x="8" y="6" width="10" height="20" rx="3" fill="#0e4c96" />
      <rect x="19" y="6" width="10" height="20" rx="3" fill="#e21836" />
      <rect x="30" y="6" width="10" height="20" rx="3" fill="#007940" />
      <text x="13" y="20" textAnchor="middle" fontSize="8" fontWeight="800" fill="#fff" fontFamily="Arial, sans-serif">J</text>
      <text x="24" y="20" textAnchor="middle" fontSize="8" fontWeight="800" fill="#fff" fontFamily="Arial, sans-serif">C</text>
      <text x="35" y="20" textAnchor="middle" fontSize="8" fontWeight="800" fill="#fff" fontFamily="Arial, sans-serif">B</text>
    </>
  ),
  unionpay: (
    <>
      <rect x="0.5" y="0.5" width="47" height="31" rx="3.5" fill="#fff" stroke="#d9d1c2" />
      <path d="M9 5h10l-5 22H4z" fill="#e21836" />
      <path d="M19 5h10l-5 22H14z" fill="#00447c" />
      <path d="M29 5h12l-5 22H24z" fill="#007b84" />
    </>
  ),
  default: (
    <>
      <rect width="48" height="32" rx="4" fill="#57554e" />
      <rect y="7" width="48" height="5" fill="#2b2a26" />
      <rect x="6" y="17" width="9" height="7" rx="1.5" fill="#d8b45a" />
      <rect x="19" y="20" width="22" height="2" rx="1" fill="#d9d1c2" />
    </>
  ),
};

const SIZES = { sm: 32, md: 48, lg: 64 } as const;

export interface CardBrandIconProps {
  /** The brand as the provider names it (`visa`, `discover`, ...) or an icon name; unknown brands show `default`. */
  brand: string;
  size?: keyof typeof SIZES;
  /** Hidden from assistive technology when the brand is also written next to it. */
  decorative?: boolean;
  className?: string;
}

/** A small card face for a payment card brand (eight icons, spec 3 §2). */
export function CardBrandIcon({ brand, size = 'md', decorative = false, className }: CardBrandIconProps) {
  const name = cardBrandIconName(brand);
  const width = SIZES[size];
  return (
    <svg
      className={['vg-card-brand', `vg-card-brand--${name}`, className].filter(Boolean).join(' ')}
      viewBox="0 0 48 32"
      width={width}
      height={(width * 2) / 3}
      data-brand={name}
      {...(decorative ? { 'aria-hidden': true, focusable: false } : { role: 'img', 'aria-label': CARD_BRAND_LABELS[name] })}
    >
      {FACES[name]}
    </svg>
  );
}
