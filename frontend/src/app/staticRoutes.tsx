import type { RouteObject } from "react-router";

/** Legal and resource pages (privacy, terms, contact, help, docs, blog). */
export const staticPageRoutes: RouteObject[] = [];
