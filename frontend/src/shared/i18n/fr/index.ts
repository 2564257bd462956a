import { account } from "./account";
import { areas } from "./areas";
import { auth } from "./auth";
import { billing } from "./billing";
import { blog } from "./blog";
import { common } from "./common";
import { docs } from "./docs";
import { editor } from "./editor";
import { engine } from "./engine";
import { folders } from "./folders";
import { home } from "./home";
import { invitations } from "./invitations";
import { legal } from "./legal";
import { pages } from "./pages";
import { presence } from "./presence";
import { sidebar } from "./sidebar";
import { teams } from "./teams";
import { versions } from "./versions";
import { workspace } from "./workspace";

/** The French catalogue: one namespace per area, every UI string of the product. */
export const fr = { common, auth, account, home, legal, pages, docs, blog, workspace, teams, folders, invitations, billing, editor, engine, sidebar, presence, versions, areas } as const;
