import { draftModeEndpoints, type Locale } from "@hvac/routing";
import { draftMode } from "next/headers";
import { translator } from "@/i18n/translate";
import { LivePreview } from "./live-preview";

/**
 * What an editor sees in draft mode: a bar saying the page shows unpublished
 * copy, a way out, and the Presentation tool's click-to-edit and live
 * refresh. Visitors get nothing of it, not even its script.
 */
export async function PreviewBar({ locale, path }: { locale: Locale; path: string }) {
  if (!(await draftMode()).isEnabled) return null;
  const t = translator(locale);
  return (
    <>
      <div
        role="status"
        className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-center text-sm text-slate-950"
      >
        <p>
          <strong>{t("preview.label")}</strong> {t("preview.explain")}
        </p>
        <a
          href={`${draftModeEndpoints.disable}?page=${encodeURIComponent(path)}`}
          className="font-semibold underline underline-offset-2"
        >
          {t("preview.exit")}
        </a>
      </div>
      <LivePreview />
    </>
  );
}
