import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Floor",
  description: "An empty Next.js page: the least JavaScript a page of this stack can load.",
};

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
