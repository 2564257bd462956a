import type { naming as fr } from "../../fr/blog/naming";
import type { Translated } from "../shape";

/** Blog article in English: naming tables and columns. */
export const naming: Translated<typeof fr> = {
  title: "Naming your tables and columns well",
  summary: "A clear naming convention makes a schema readable without documentation. Here are some simple rules, and why they matter.",
  intro: [
    "A database schema is read far more often than it is written: by you in six months, by a colleague joining the project, by the tool that generates your migrations. The names of tables and columns are its first documentation. Well chosen, they answer questions before they are asked; badly chosen, they cause bugs.",
  ],
  sections: [
    {
      title: "Pick a convention and stick to it",
      blocks: [
        "The most important rule is not which convention you choose but how consistently you apply it. For relational databases, lowercase snake_case is the safest choice: customer_order, created_at. PostgreSQL folds unquoted identifiers to lowercase, and whether MySQL table names are case-sensitive depends on the server's file system. Lowercase names spare you these surprises.",
        "Also avoid spaces, accented characters and reserved words. A table named order or user has to be quoted in every query; customer_order or app_user read just as well and cause no trouble at all.",
      ],
    },
    {
      title: "Singular or plural?",
      blocks: [
        "Both can be defended. The plural (orders) describes a collection of rows; the singular (order_item) matches the entity's name in your code. Preferably, follow your framework: Laravel and Rails expect plural table names, while Django names its tables in the singular by default, prefixed with the app name (shop_order). What matters is not to mix customers and invoice in the same schema.",
      ],
    },
    {
      title: "Primary keys and foreign keys",
      blocks: [
        "Name the primary key id, and each foreign key after the table it references: customer_id points to customer.id. Readers can guess the join without opening the table definition.",
        "When a table references the same table twice, name the columns after their role: author_id and reviewer_id both reference user, but say what each link means.",
      ],
    },
    {
      title: "Names that carry meaning",
      blocks: [
        "A good name describes what the column contains, not its type or how it is stored. A few useful habits:",
        {
          list: [
            "No obscure abbreviations: quantity rather than qty, created_at rather than dt_crt.",
            "Booleans that read like a question: is_active, has_paid, can_edit.",
            "A consistent suffix for dates: _at for a timestamp (shipped_at), _on or _date for a date alone (birth_date).",
            "The unit in the name when it isn't obvious: price_cents, weight_kg, duration_seconds. Nobody will ever again wonder whether the price is in units or in cents.",
            "No catch-all names like data, value, info or flag: if a column is hard to name, it often mixes several pieces of information.",
          ],
        },
      ],
    },
    {
      title: "Join tables",
      blocks: [
        "For a many-to-many relationship with no other information, combine the two names in alphabetical order: project_tag. As soon as the link carries its own data (a role, a joining date), it becomes an entity in its own right and deserves a name from the domain: membership links user and team and carries the role column.",
      ],
    },
    {
      title: "English or your own language?",
      blocks: [
        "SQL keywords, frameworks and most libraries are in English, which is why many teams name their schemas in English. A model written entirely in another language, such as French, remains perfectly valid, especially if the business vocabulary is in that language. The only choice to rule out is mixing: client_id in one table, customer_name in the next.",
        "Write down your convention in a few lines, share it with the team and check it during reviews. Ten minutes of deciding today saves years of inconsistent names.",
      ],
    },
  ],
};
