import type { Phone } from "@hvac/content";
import type { Placement } from "@hvac/office/results";
import { callLinkClass } from "./call-link-class";
import { iconBefore } from "./icon";

// Every variant has a border: a transparent one still draws the button's
// shape in forced colours (Windows high contrast), where backgrounds go.
const styles = {
  primary: "border-transparent bg-call-600 text-white hover:bg-call-700 shadow-sm",
  light: "border-transparent bg-white text-brand-900 hover:bg-brand-50 shadow-sm",
  outline: "border-current text-brand-800 hover:bg-brand-50",
};

// Separate from className: two Tailwind classes for one property (px-5 and
// px-3) are decided by the stylesheet's order, not by which came last.
const sizes = {
  regular: "min-h-12 px-5 text-base",
  large: "min-h-12 px-5 text-lg",
  compact: "min-h-11 px-3 text-sm",
};

/**
 * A button that dials the office. The number always comes from Business facts;
 * `label` is the words on the button (the number is shown beside them). Its
 * name for a screen reader is the words and the number; a button that shows
 * fewer words (the header's) is given `name`, which says it calls and the
 * number, and holds the words shown.
 */
export function CallButton({
  phone,
  label,
  variant = "primary",
  size = "regular",
  showNumber = true,
  className = "",
  placement,
  name,
}: {
  phone: Phone;
  /** Where the button sits: a tap on it is counted with this (results/visit-counter.tsx). */
  placement: Placement;
  label: React.ReactNode;
  variant?: keyof typeof styles;
  size?: keyof typeof sizes;
  showNumber?: boolean;
  className?: string;
  /** The name a screen reader gives it, when the words shown are not all it does. */
  name?: string;
}) {
  return (
    <a
      href={phone.href}
      data-call={placement}
      aria-label={name}
      className={`${callLinkClass} ${iconBefore("phone")} call-button text-balance ${sizes[size]} ${styles[variant]} ${className}`}
    >
      {/* The words and the number wrap as one text beside the icon; words
          alone are the button's own (the header's, one of two by width). */}
      {showNumber ? (
        <span>
          {label} <span className="whitespace-nowrap">{phone.display}</span>
        </span>
      ) : (
        label
      )}
    </a>
  );
}
