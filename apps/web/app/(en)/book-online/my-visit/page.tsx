import { ManageVisitPage, manageVisitMetadata } from "@/booking/manage-visit-page";
import { type SearchParams, StepShell } from "@/layout/step-shell";

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) =>
  manageVisitMetadata("en", searchParams);

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <StepShell locale="en" step="manageVisit" searchParams={searchParams}>
      <ManageVisitPage locale="en" searchParams={searchParams} />
    </StepShell>
  );
}
