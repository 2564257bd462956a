/**
 * The diagram the documentation's screenshots show: a small online shop, as a user would draw it
 * (keys, foreign keys, an enum, decimals, colours), in the document format the API stores.
 */
type Column = [name: string, type: string, options?: Record<string, unknown>];

const HEADER = 35;
const ROW = 28;
const PADDING = 12;

function table(id: string, name: string, x: number, y: number, color: string, columns: Column[], comment = "") {
  return {
    id, name, x, y, width: 250, height: HEADER + ROW * columns.length + PADDING, color, comment,
    attributes: columns.map(([column, type, options = {}]) => ({
      id: `${id}.${column}`, name: column, type, isNullable: false, ...options,
    })),
  };
}

const key: Column = ["id", "INT", { isPrimaryKey: true, isAutoIncrement: true, unsigned: true }];
const foreign = (name: string, parent: string): Column => [name, "INT", { isForeignKey: true, unsigned: true, referencedTable: parent, referencedAttribute: `${parent}.id` }];

const categories = table("categories", "categories", 40, 40, "#10b981", [key, ["nom", "VARCHAR", { length: 120 }], ["slug", "VARCHAR", { length: 140, isUnique: true }]]);
const produits = table("produits", "produits", 360, 40, "#3b82f6", [
  key, foreign("categorie_id", "categories"), ["nom", "VARCHAR", { length: 200 }],
  ["prix", "DECIMAL", { precision: 10, scale: 2 }], ["stock", "INT", { defaultValue: "0" }],
], "Le catalogue");
const clients = table("clients", "clients", 40, 330, "#f97316", [
  key, ["email", "VARCHAR", { length: 255, isUnique: true }], ["nom", "VARCHAR", { length: 120 }],
  ["cree_le", "TIMESTAMP", { defaultValue: "CURRENT_TIMESTAMP" }],
]);
const commandes = table("commandes", "commandes", 360, 330, "#8b5cf6", [
  key, foreign("client_id", "clients"), ["statut", "ENUM", { enumValues: "panier,payee,expediee,livree" }],
  ["total", "DECIMAL", { precision: 10, scale: 2 }], ["passee_le", "DATETIME", { isNullable: true }],
]);
const lignes = table("lignes_commande", "lignes_commande", 690, 190, "#ec4899", [
  key, foreign("commande_id", "commandes"), foreign("produit_id", "produits"),
  ["quantite", "INT", { defaultValue: "1" }], ["prix_unitaire", "DECIMAL", { precision: 10, scale: 2 }],
]);

function relation(parent: string, child: string, column: string) {
  return {
    id: `${parent}-${child}`, type: "one-to-many", fromTableId: parent, toTableId: child,
    fromAttributeId: `${parent}.id`, toAttributeId: `${child}.${column}`, onDelete: "CASCADE", onUpdate: "CASCADE",
    cardinality: { from: "1", to: "N" },
  };
}

/** The shop as first drawn: catalogue and customers, no orders yet. */
export const firstDraft = {
  format: 1,
  tables: [categories, produits, clients],
  relations: [relation("categories", "produits", "categorie_id")],
};

/** The shop with its orders. */
export const shop = {
  format: 1,
  tables: [categories, produits, clients, commandes, lignes],
  relations: [
    relation("categories", "produits", "categorie_id"),
    relation("clients", "commandes", "client_id"),
    relation("commandes", "lignes_commande", "commande_id"),
    relation("produits", "lignes_commande", "produit_id"),
  ],
};

/** A script to show in the import dialog. */
export const SHOP_SQL = `CREATE TABLE fournisseurs (
  id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
  nom VARCHAR(200) NOT NULL
) ENGINE=InnoDB;
`;
