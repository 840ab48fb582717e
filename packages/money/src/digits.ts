/** Digit grouping shared by the money display and the site's counts, with no other dependency (it ships to browsers). */

/** Groups the digits of a whole number by thousands with commas (en-US): "1234567" -> "1,234,567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}
