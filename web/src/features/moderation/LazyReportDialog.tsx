// The report dialog as pages use it: its code (and the contract's report rules) loads when someone opens
// it, not with every page that has a "Report" menu item.
import { lazy, Suspense, type ComponentProps } from "react";

const Dialog = lazy(() => import("./ReportDialog").then((m) => ({ default: m.ReportDialog })));

export function ReportDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.target) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
