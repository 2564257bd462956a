import { DesignerPage } from "@/features/editor/routes/DesignerPage";
import { ShareDialog } from "@/features/workspace/components/ShareDialog";

import { useSession } from "@/shared/auth/useSession";

import { AccountMenu } from "../layout/AccountMenu";
import { VisitorMenu } from "../layout/VisitorMenu";

/** The designer composed with the workspace's share dialog and the account menu: features never
 * import each other, the app puts them together. */
export function DesignerRoute() {
  const { access } = useSession();
  // A visitor of a public diagram has no account menu: the theme and language only.
  return <DesignerPage ShareDialog={ShareDialog} accountMenu={access ? <AccountMenu /> : <VisitorMenu />} />;
}
