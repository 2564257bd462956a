import type { normalisation as fr } from "../../fr/blog/normalisation";
import type { Translated } from "../shape";

/** Blog article in English: normalizing without overdoing it. */
export const normalisation: Translated<typeof fr> = {
  title: "Normalize, but don't overdo it",
  summary: "Normal forms prevent inconsistencies; pushed too far, they make everything harder. How to find the right level.",
  intro: [
    "Normalizing means organizing a schema so that each fact is recorded in exactly one place. It is the best protection against contradictory data. But like any rule applied without judgment, normalization can produce a fragmented schema that is slow to query and painful to evolve.",
  ],
  sections: [
    {
      title: "What normalization prevents",
      blocks: [
        "Imagine an order table that copies the customer's name and address onto every row. Three problems appear:",
        {
          list: [
            "Update anomaly: the customer moves house, some orders get corrected and others are forgotten. Which address is the right one?",
            "Insertion anomaly: you cannot record a customer until they have ordered something.",
            "Deletion anomaly: by deleting their last order, you lose all trace of the customer.",
          ],
        },
        "A separate customer table, referenced by customer_id, solves all three at once.",
      ],
    },
    {
      title: "The first three normal forms, in practice",
      blocks: [
        {
          list: [
            "First normal form: one value per cell. No phones column containing “699 00 00 01, 677 00 00 02”, and no phone1, phone2, phone3 columns: create a customer_phone table.",
            "Second normal form: with a composite key, every column depends on the whole key. In order_line (order_id, product_id, quantity, product_name), the product name depends only on product_id: it belongs in the product table.",
            "Third normal form: no column depends on another non-key column. In employee (department_id, department_name), the department name depends on department_id, not on the employee: it goes in the department table.",
          ],
        },
        "The classic summary fits in one sentence: every column depends on the key, the whole key, and nothing but the key. A schema in third normal form is an excellent starting point for the vast majority of applications.",
      ],
    },
    {
      title: "A copy is not always redundancy",
      blocks: [
        "The most common trap is to “normalize” a historical value. The price paid for a product is not the product's current price: it is a different fact, fixed at the time of purchase. The order line must therefore keep its own unit_price, and the order the delivery address used on that day. If you replace them with a join to the product or the customer, your old invoices will change all by themselves the next time prices change.",
      ],
    },
    {
      title: "When excess creeps in",
      blocks: [
        "At the other extreme, some schemas split everything up: a table for first names, a lookup table for every two-value list, an address broken up into six tables, or a generic entity-attribute-value model where every property becomes a row. Each extra join costs readability, performance and code complexity. A CHECK constraint or an enumerated type is often enough where one would otherwise create a table.",
      ],
    },
    {
      title: "Denormalize knowingly",
      blocks: [
        "It is sometimes reasonable to duplicate a piece of information: a comment_count counter to avoid a COUNT on every page, a precomputed order total, a reporting table filled overnight. Denormalization is then an optimization, and like any optimization it has to be justified:",
        {
          steps: [
            "Measure first: a slow query identified and profiled, not a hunch.",
            "Name the source of truth: the duplicated data must always be recomputable.",
            "Plan how it is kept up to date: in the same transaction, with a trigger or with a scheduled job, accepting a known lag.",
            "Document the choice in the schema, for example as a column comment, so nobody mistakes it for an error.",
          ],
        },
        "Normalize by default, denormalize by exception and always deliberately: that is how a schema stays both correct and fast.",
      ],
    },
  ],
};
