import type { primaryKeys as fr } from "../../fr/blog/primaryKeys";
import type { Translated } from "../shape";

/** Blog article in English: auto-increment integer or UUID primary keys. */
export const primaryKeys: Translated<typeof fr> = {
  title: "Primary keys: auto-increment integer or UUID?",
  summary: "Compactness, security, distributed generation, index performance: comparing the two main families of identifiers so you can choose with your eyes open.",
  intro: [
    "Every table needs a primary key, and the question comes up with every new project: an incrementing integer or a UUID? There is no universal answer, but there are clear criteria.",
  ],
  sections: [
    {
      title: "The auto-increment integer",
      blocks: [
        "This is the traditional choice: the database assigns 1, 2, 3… on each insert, through AUTO_INCREMENT in MySQL or an IDENTITY column in PostgreSQL. Its strengths are real. It is compact (8 bytes for a BIGINT), so indexes and foreign keys stay small. New values always land at the end of the index, which makes inserts efficient. And an identifier like 1042 is easy to read and to read out loud when you are debugging.",
        "Its limits show once the identifier leaves the database. In a URL like /invoices/1042, it reveals how much business you do and invites people to try 1043: if an access check is missing, another customer's data is exposed. The identifier is only known after the insert, and merging the data of two databases produces collisions.",
        "If you choose an integer, go straight for a BIGINT: a signed INT tops out at just over 2.1 billion values, and changing the type of a primary key referenced by dozens of tables is a painful migration.",
      ],
    },
    {
      title: "The UUID",
      blocks: [
        "A UUID is a 128-bit identifier that can be generated anywhere without asking the database: in the browser, on an offline device, in several services at once. A version 4 UUID contains 122 random bits: impossible to guess, and the probability of a collision is negligible.",
        "It comes at a cost. It takes up 16 bytes, and 36 characters if stored as text: use PostgreSQL's native uuid type, or BINARY(16) in MySQL. Above all, random values are inserted at scattered places in the index. With InnoDB, where rows are stored in primary key order, this causes page splits, fragmentation and more disk reads as the table grows.",
      ],
    },
    {
      title: "UUID v7: the best of both worlds?",
      blocks: [
        "Version 7, standardized by RFC 9562 in 2024, starts with a millisecond timestamp followed by random bits. Successive values are therefore roughly increasing: inserts behave like those of an integer again, while the values stay globally unique and can be generated anywhere. Recent versions of PostgreSQL can produce them, and most languages have a library for them. The one caveat: the identifier reveals when it was created.",
      ],
    },
    {
      title: "The dual-identifier compromise",
      blocks: [
        "A widespread approach combines the two: a BIGINT primary key used for internal joins, and a public_id column of type UUID, with a unique constraint, which is the only one exposed in URLs and the API. You get compact indexes and opaque public identifiers, at the cost of an extra column and an extra index.",
      ],
    },
    {
      title: "How to choose",
      blocks: [
        {
          list: [
            "A single database, identifiers never exposed: an auto-increment BIGINT is enough.",
            "Identifiers visible in URLs or a public API: a UUID v7, or the dual identifier.",
            "Records created offline, on the client side or in several databases to be merged: a UUID v7.",
          ],
        },
        "In every case, do not use business data as a primary key: an email address, a phone number or a customer code always ends up changing. Put a unique constraint on those columns instead. And remember that an identifier that cannot be guessed is never a substitute for checking access rights.",
      ],
    },
  ],
};
