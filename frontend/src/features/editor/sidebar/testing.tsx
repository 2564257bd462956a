import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Editor } from "@/editor/editor";
import { newAttribute, newRelation } from "@/editor/model/factory";
import { DOCUMENT_FORMAT, type DiagramDocument, type Table } from "@/editor/model/types";

import { Sidebar, type SidebarProps } from "./Sidebar";

function table(id: string, name: string, attributes: Table["attributes"], overrides: Partial<Table> = {}): Table {
  return {
    id, name, x: 0, y: 0, width: 250, height: 120, color: "#6366f1", comment: "", schema: "public",
    attributes, indexes: [], isCollapsed: false, slug: false, softDeletes: false, seeds: [], ...overrides,
  };
}

/** users (oldest), posts, Comments (newest); posts.user_id references users.id. */
export function smallDocument(): DiagramDocument {
  const users = table("t_users", "users", [
    newAttribute("id", "INT", { id: "a_users_id", isNullable: false, isPrimaryKey: true, isAutoIncrement: true, length: null }),
    newAttribute("email", "VARCHAR", { id: "a_users_email" }),
    newAttribute("status", "ENUM", { id: "a_users_status", enumValues: "active,inactive" }),
  ]);
  const posts = table("t_posts", "posts", [
    newAttribute("id", "INT", { id: "a_posts_id", isNullable: false, isPrimaryKey: true, length: null }),
    newAttribute("title", "VARCHAR", { id: "a_posts_title" }),
    newAttribute("user_id", "INT", { id: "a_posts_user", isForeignKey: true, referencedTable: "t_users", referencedAttribute: "a_users_id", length: null }),
  ]);
  const comments = table("t_comments", "Comments", [
    newAttribute("id", "BIGINT", { id: "a_comments_id", isNullable: false, isPrimaryKey: true, length: null }),
  ]);
  const relation = { ...newRelation(users, posts, "a_users_id", "a_posts_user"), id: "r_users_posts" };
  return { format: DOCUMENT_FORMAT, tables: [users, posts, comments], relations: [relation] };
}

/** A real editor (no-op frame scheduler) loaded with `doc`, and the sidebar on it. */
export function renderSidebar(doc: DiagramDocument = smallDocument(), { editable = true, ...props }: Partial<SidebarProps> & { editable?: boolean } = {}) {
  const editor = new Editor(() => 0);
  editor.load(doc);
  editor.setEditable(editable);
  const user = userEvent.setup();
  const utils = render(<Sidebar editor={editor} {...props} />);
  return { ...utils, editor, user };
}

export const tableIn = (editor: Editor, id: string) => {
  const found = editor.document.tables.find((entry) => entry.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
};

export const attributeIn = (editor: Editor, tableId: string, attributeId: string) => {
  const found = tableIn(editor, tableId).attributes.find((entry) => entry.id === attributeId);
  if (!found) throw new Error(`no attribute ${attributeId}`);
  return found;
};
