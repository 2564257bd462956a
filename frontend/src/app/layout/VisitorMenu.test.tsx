import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { i18n } from "@/shared/i18n";
import { themeStore } from "@/shared/theme/theme";
import { server, withMockApi } from "@/test/server";

import { VisitorMenu } from "./VisitorMenu";

withMockApi();

async function openMenu() {
  await userEvent.click(screen.getByRole("button", { name: "Affichage et langue" }));
  return within(await screen.findByRole("menu"));
}

describe("the menu of a public diagram's visitor", () => {
  it("turns the page dark and English at once, kept in the browser, with nothing sent", async () => {
    let sent = false;
    server.use(http.patch("*/api/users/update_profile/", () => {
      sent = true;
      return HttpResponse.json({});
    }));
    render(<VisitorMenu />);
    const menu = await openMenu();
    await userEvent.click(menu.getByRole("menuitemradio", { name: "Sombre" }));
    expect(document.documentElement).toHaveClass("dark");
    expect(themeStore.choice).toBe("dark");
    await userEvent.click(menu.getByRole("menuitemradio", { name: "English" }));
    expect(i18n.language).toBe("en");
    expect(localStorage.getItem("language")).toBe("en");
    // The open menu speaks English at once.
    expect(await menu.findByText("Language")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Display and language" })).toBeInTheDocument();
    expect(sent).toBe(false);
  });
});
