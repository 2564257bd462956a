import { naming } from "./naming";
import { normalisation } from "./normalisation";
import { primaryKeys } from "./primaryKeys";

/** Blog articles, one file each; the list page and routes live in features/resources/blog. */
export const blog = { naming, primaryKeys, normalisation } as const;
