import type { Locale } from "@hvac/routing";
import "../app/globals.css";

/** The <html> shell shared by the English and Spanish root layouts. */
export function SiteDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-white text-slate-900 antialiased">{children}</body>
    </html>
  );
}
