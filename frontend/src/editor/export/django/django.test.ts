import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";

import { col, docOf, shopDocument, tbl } from "../fixtures";
import { djangoFiles, djangoZip } from "./index";

describe("Django export (001 §5, §9)", () => {
  const files = djangoFiles(shopDocument(), "Ma Boutique", { secretKey: "test" });
  const models = files["diagram/models.py"];

  it("writes a runnable project on SQLite with the diagram app", () => {
    expect(Object.keys(files).sort()).toEqual([
      "README.md", "diagram/__init__.py", "diagram/admin.py", "diagram/apps.py", "diagram/migrations/__init__.py",
      "diagram/models.py", "ma_boutique/__init__.py", "ma_boutique/asgi.py", "ma_boutique/settings.py",
      "ma_boutique/urls.py", "ma_boutique/wsgi.py", "manage.py", "requirements.txt",
    ]);
    expect(files["requirements.txt"]).toBe("Django>=4.2,<5.0\npillow>=10\n");
    expect(files["ma_boutique/settings.py"]).toContain('"ENGINE": "django.db.backends.sqlite3"');
    expect(files["ma_boutique/settings.py"]).toContain('"diagram",');
    expect(files["manage.py"]).toContain('"ma_boutique.settings"');
    expect(files["diagram/admin.py"]).toContain("@admin.register(User)");
  });

  it("maps columns to fields with the spec's defaults", () => {
    expect(models).toContain('class User(models.Model):\n    id = models.AutoField(primary_key=True)');
    expect(models).toContain('email = models.CharField(max_length=191, unique=True)');
    expect(models).toContain('full_name = models.CharField(max_length=255, null=True, blank=True, db_comment="L\'utilisateur « principal »"');
    expect(models).toContain('status = models.CharField(max_length=8, choices=[("active", "active"), ("inactive", "inactive")], null=True, blank=True, default="active")');
    expect(models).toContain('balance = models.DecimalField(max_digits=10, decimal_places=2, null=True, blank=True, default=Decimal("0"))');
    expect(models).toContain("is_admin = models.BooleanField(default=False)");
    expect(models).toContain("created_at = models.DateTimeField(null=True, blank=True, default=timezone.now)");
    expect(models).toContain('id = models.UUIDField(primary_key=True)');
    expect(models).toContain('        db_table = "order"');
    expect(models).toContain('        db_table_comment = "Les comptes d\'utilisateurs"');
  });

  it("maps foreign keys with on_delete, unique related names and one-to-one keys", () => {
    expect(models).toContain('user = models.ForeignKey("User", on_delete=models.RESTRICT, related_name="orders")');
    expect(models).toContain('order = models.ForeignKey("Order", on_delete=models.SET_NULL, related_name="order_lines", null=True, blank=True)');
    expect(models).toContain('manager = models.ForeignKey("self", on_delete=models.SET_NULL, related_name="users_by_manager", null=True, blank=True)');
    expect(models).toContain('user = models.OneToOneField("User", on_delete=models.CASCADE, related_name="profile", primary_key=True)');
    // SET DEFAULT without a default cannot work: PROTECT.
    expect(models).toContain('alpha = models.ForeignKey("Alpha", on_delete=models.PROTECT');
    expect(models).toContain('tags = models.ManyToManyField("Tag", related_name="order_lines", db_table="order_lines_tags", blank=True)');
  });

  it("puts indexes and unique constraints in Meta", () => {
    expect(models).toContain('models.Index(fields=["-title"], name="idx_lines_title")');
    expect(models).toContain('models.Index(fields=["title", "body"], name="ft_lines")');
    expect(models).toContain('models.UniqueConstraint(fields=["order", "title"], name="idx_order_lines_3")');
  });

  it("keeps field names Django accepts", () => {
    const doc = docOf([tbl("t", "Class", [col("t", "id", "INT", { isPrimaryKey: true, isNullable: false }), col("t", "class"), col("t", "pk"), col("t", "Save"), col("t", "2fa"), col("t", "a__b_")])]);
    const text = djangoFiles(doc, "django", { secretKey: "x" })["diagram/models.py"];
    expect(text).toContain("class Class(models.Model):");
    expect(text).toContain('class_field = models.CharField(max_length=255, null=True, blank=True, db_column="class")');
    expect(text).toContain('pk_field = models.CharField(max_length=255, null=True, blank=True, db_column="pk")');
    expect(text).toContain('save_field = models.CharField(max_length=255, null=True, blank=True, db_column="save")');
    expect(text).toContain('field_2fa = models.CharField(max_length=255, null=True, blank=True, db_column="2fa")');
    expect(text).toContain('a_b = models.CharField(max_length=255, null=True, blank=True, db_column="a__b")');
    expect(Object.keys(djangoFiles(doc, "django", { secretKey: "x" }))).toContain("django_project/settings.py");
  });

  it("zips the files", () => {
    expect(Object.keys(unzipSync(djangoZip(shopDocument(), "x", { secretKey: "s" })))).toContain("diagram/models.py");
  });
});
