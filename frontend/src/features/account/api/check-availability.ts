import { api, unwrap } from "@/shared/api/client";

/** Flags are true when the value is free; a failed check counts as both taken (spec 000 §5). */
export async function checkNameOrEmail(query: { username?: string; email?: string }) {
  try {
    return await unwrap(api.GET("/api/users/check_name_or_email_valid/", { params: { query } }));
  } catch {
    return { username: false, email: false };
  }
}
