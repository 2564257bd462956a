import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, ws } from "msw";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { signIn } from "@/test/signIn";

import { paged, project } from "../testData";
import { DiagramCollection } from "./DiagramCollection";

withMockApi();
afterEach(() => toast.dismiss());

const LIMIT = "Vous avez atteint la limite de diagrammes de votre plan.";

function render() {
  signIn();
  server.use(http.get("*/api/projects/", () => HttpResponse.json(paged([project()]))));
  return renderRoutes([
    at("/", <DiagramCollection projects={[project()]} isLoading={false} search="" onSearchChange={() => {}} />),
    at("/pricing", <p>page des plans</p>),
  ], "/");
}

async function duplicate() {
  await userEvent.click(await screen.findByRole("button", { name: "Actions pour Boutique" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: "Dupliquer" }));
}

describe("Dupliquer at the plan's limit (issue 15)", () => {
  it("says why the server refused the copy and leads to the plans", async () => {
    server.use(http.post("*/api/projects/21/duplicate/", () =>
      HttpResponse.json({ error: "quota_reached", message: LIMIT }, { status: 403 })));
    render();
    await duplicate();
    expect(await screen.findByText(LIMIT)).toBeInTheDocument();
    // A click without pointer events: sonner captures the pointer on its toasts, which jsdom lacks.
    fireEvent.click(screen.getByRole("button", { name: "Voir les plans" }));
    expect(await screen.findByText("page des plans")).toBeInTheDocument();
  });

  it("says so when the worker refuses a copy the server had accepted", async () => {
    const channel = ws.link(`${location.origin.replace(/^http/, "ws")}/ws/user/`);
    let send: (message: object) => void = () => {};
    server.use(channel.addEventListener("connection", ({ client }) => {
      send = (message) => client.send(JSON.stringify(message));
      client.addEventListener("message", () => client.send(JSON.stringify({ type: "ready", seq: 0 })));
    }));
    server.use(http.post("*/api/projects/21/duplicate/", () =>
      HttpResponse.json({ status: "scheduled", request_id: "req-9" }, { status: 202 })));
    render();
    await duplicate();
    expect(await screen.findByText("Copie de « Boutique » en cours...")).toBeInTheDocument();
    send({ type: "event", seq: 1, event: "project.duplicate_failed", data: { source_id: 21, request_id: "req-9", error: "quota_reached", message: LIMIT } });
    expect(await screen.findByText(LIMIT)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Voir les plans" })).toBeInTheDocument();
  });
});
