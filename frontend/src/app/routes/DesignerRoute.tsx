import { DesignerPage } from "@/features/editor/routes/DesignerPage";
import { ShareDialog } from "@/features/workspace/components/ShareDialog";

import { AccountMenu } from "../layout/AccountMenu";

/** The designer composed with the workspace's share dialog and the account menu: features never
 * import each other, the app puts them together. */
export function DesignerRoute() {
  return <DesignerPage ShareDialog={ShareDialog} accountMenu={<AccountMenu />} />;
}
