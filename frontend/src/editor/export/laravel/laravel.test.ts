import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";

import { shopDocument } from "../fixtures";
import { laravelFiles, laravelZip } from "./index";

const NOW = new Date(Date.UTC(2025, 4, 6, 7, 8, 9));

describe("Laravel export (001 §2, §3, §5)", () => {
  const files = laravelFiles(shopDocument(), {}, NOW);
  const migration = (table: string) => {
    const path = Object.keys(files).find((name) => name.endsWith(`_create_${table}_table.php`));
    if (!path) throw new Error(`no migration for ${table}`);
    return files[path];
  };

  it("writes one timestamped create migration per table in dependency order, then the cycle's keys", () => {
    const migrations = Object.keys(files).filter((name) => name.startsWith("database/migrations/")).sort();
    expect(migrations[0]).toBe("database/migrations/2025_05_06_070809_create_users_table.php");
    const order = migrations.map((name) => name.replace(/^.*\d{6}_/, ""));
    expect(order.indexOf("create_users_table.php")).toBeLessThan(order.indexOf("create_order_table.php"));
    expect(order.indexOf("create_order_table.php")).toBeLessThan(order.indexOf("create_order_lines_table.php"));
    expect(order.at(-1)).toBe("add_foreign_keys_to_alpha_table.php");
  });

  it("maps types to Blueprint calls with their modifiers", () => {
    const users = migration("users");
    expect(users).toContain("$table->increments('id');");
    expect(users).toContain("$table->string('email', 191)->unique('users_email_unique');");
    expect(users).toContain("$table->string('full_name', 255)->nullable()->comment('L\\'utilisateur « principal »');");
    expect(users).toContain("$table->enum('status', ['active', 'inactive'])->nullable()->default('active');");
    expect(users).toContain("$table->decimal('balance', 8, 2)->nullable()->default(0);");
    expect(users).toContain("$table->boolean('is_admin')->default(false);");
    expect(users).toContain("$table->timestamp('created_at')->nullable()->useCurrent();");
    expect(users).toContain("$table->integer('manager_id')->unsigned()->nullable();");
    expect(users).toContain("$table->string('slug', 255)->nullable()->unique('users_slug_unique');");
    expect(users).toContain("$table->softDeletes();");
    expect(users).not.toContain("$table->timestamps();");
    expect(users).toContain("$table->comment('Les comptes d\\'utilisateurs');");
    const order = migration("order");
    expect(order).toContain("$table->uuid('id')->primary();");
    expect(order).toContain("$table->decimal('total', 12, 3)->nullable();");
    expect(order).toContain("$table->timestamps();");
    expect(order).toContain("$table->foreign('user_id', 'fk_order_user_id')->references('id')->on('users')->onDelete('restrict')->onUpdate('cascade');");
    const lines = migration("order_lines");
    expect(lines).toContain("$table->index(['title'], 'idx_lines_title', 'hash');");
    expect(lines).toContain("$table->fullText(['title', 'body'], 'ft_lines');");
    expect(lines).toContain("$table->unique(['order_id', 'title'], 'idx_order_lines_3');");
    expect(migration("order_lines_tags")).toContain("$table->primary(['order_line_id', 'tag_id']);");
  });

  it("moves every foreign key to add_foreign_keys migrations when asked", () => {
    const separate = laravelFiles(shopDocument(), { createForeignMigration: true }, NOW);
    const creates = Object.entries(separate).filter(([name]) => name.includes("_create_"));
    expect(creates.some(([, text]) => text.includes("->foreign("))).toBe(false);
    const adds = Object.keys(separate).filter((name) => name.includes("_add_foreign_keys_to_"));
    expect(adds.map((name) => name.replace(/^.*\d{6}_add_foreign_keys_to_/, ""))).toEqual(
      expect.arrayContaining(["users_table.php", "order_table.php", "order_lines_table.php", "alpha_table.php", "beta_table.php"]),
    );
    const add = separate[Object.keys(separate).find((name) => name.endsWith("add_foreign_keys_to_order_table.php")) as string];
    expect(add).toContain("$table->dropForeign('fk_order_user_id');");
  });

  it("writes models in the namespace with $fillable, $casts, SoftDeletes, a slug hook and relations", () => {
    const user = files["app/Models/User.php"];
    expect(user).toContain("namespace App\\Models;");
    expect(user).toContain("use SoftDeletes;");
    expect(user).toContain("protected $table = 'users';");
    expect(user).toContain("public $timestamps = false;");
    expect(user).toMatch(/protected \$fillable = \[\n {8}'email',/);
    expect(user).toContain("'is_admin' => 'boolean',");
    expect(user).toContain("static::saving(function (self $model) {");
    expect(user).toContain("Str::slug((string) $model->getAttribute('email'))");
    expect(user).toContain("return $this->hasMany(Order::class, 'user_id', 'id');");
    expect(user).toContain("return $this->hasOne(Profile::class, 'user_id', 'id');");
    expect(user).toContain("return $this->belongsTo(User::class, 'manager_id', 'id');");
    const order = files["app/Models/Order.php"];
    expect(order).toContain("public $incrementing = false;");
    expect(order).toContain("protected $keyType = 'string';");
    expect(files["app/Models/OrderLine.php"]).toContain("return $this->belongsToMany(Tag::class, 'order_lines_tags', 'order_line_id', 'tag_id');");
    expect(files["app/Models/Tag.php"]).toContain("return $this->belongsToMany(OrderLine::class, 'order_lines_tags', 'tag_id', 'order_line_id');");
    const custom = laravelFiles(shopDocument(), { modelsNamespace: "App\\Domain\\Models" }, NOW);
    expect(custom["app/Domain/Models/User.php"]).toContain("namespace App\\Domain\\Models;");
    expect(custom["database/seeders/UserSeeder.php"]).toContain("use App\\Domain\\Models\\User;");
  });

  it("writes seeders from the tables' seeds, called in dependency order", () => {
    const seeder = files["database/seeders/UserSeeder.php"];
    expect(seeder).toContain("User::forceCreate([ // admin");
    expect(seeder).toContain("'email' => 'admin@example.com',");
    expect(seeder).toContain("'is_admin' => true,");
    expect(seeder).not.toContain("'balance'");
    expect(files["database/seeders/DatabaseSeeder.php"]).toContain("UserSeeder::class,");
  });

  it("zips the same files", () => {
    const entries = unzipSync(laravelZip(shopDocument(), {}, NOW));
    expect(Object.keys(entries).sort()).toEqual(Object.keys(files).sort());
    expect(strFromU8(entries["app/Models/User.php"])).toBe(files["app/Models/User.php"]);
  });
});
