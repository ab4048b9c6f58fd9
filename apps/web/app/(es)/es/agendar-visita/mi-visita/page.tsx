import { ManageVisitPage, manageVisitMetadata } from "@/booking/manage-visit-page";
import { type SearchParams, StepShell } from "@/layout/step-shell";

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  manageVisitMetadata("es", searchParams);

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <StepShell locale="es" step="manageVisit" searchParams={searchParams}>
      <ManageVisitPage locale="es" searchParams={searchParams} />
    </StepShell>
  );
}
