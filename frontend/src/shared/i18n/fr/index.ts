import { account } from "./account";
import { auth } from "./auth";
import { blog } from "./blog";
import { common } from "./common";
import { home } from "./home";
import { legal } from "./legal";
import { pages } from "./pages";

/** The French catalogue: one namespace per area, every UI string of the product. */
export const fr = { common, auth, account, home, legal, pages, blog } as const;
