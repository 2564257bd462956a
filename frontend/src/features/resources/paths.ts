/** Where the resource pages live (spec 000 §2: header "Ressources" menu, footer, account menu). */
export const RESOURCE_PATHS = { contact: "/contact", help: "/help", docs: "/docs", blog: "/blog" } as const;

export const articlePath = (slug: string) => `${RESOURCE_PATHS.blog}/${slug}`;
