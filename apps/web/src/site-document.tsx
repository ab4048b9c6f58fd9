import type { Locale } from "@hvac/routing";
import localFont from "next/font/local";
import "../app/globals.css";

// Self-hosted (no font download at build). `optional` never swaps fonts after
// the first paint, so text cannot shift: the preloaded file is nearly always in
// time, and when it is not the page keeps the fallback, which next/font sizes to
// Inter's metrics. (`swap` with that fallback still shifts lines a little.)
const inter = localFont({
  src: "./fonts/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "optional",
});

/** The <html> shell shared by the English and Spanish root layouts. */
export function SiteDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <html lang={locale} className={inter.variable}>
      <body className="min-h-dvh bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
