import type { blog as fr } from "../../fr/blog";
import type { Translated } from "../shape";
import { naming } from "./naming";
import { normalisation } from "./normalisation";
import { primaryKeys } from "./primaryKeys";

/** Blog articles in English, one file each; the list page and routes live in features/resources/blog. */
export const blog: Translated<typeof fr> = { naming, primaryKeys, normalisation };
