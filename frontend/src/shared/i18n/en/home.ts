import type { home as fr } from "../fr/home";
import type { Translated } from "./shape";

/**
 * Home page in English. It makes exactly the promises of fr/home.ts, which
 * tests/e2e/specs/claims.spec.ts checks against the product: change the three together.
 */
export const home: Translated<typeof fr> = {
  hero: {
    eyebrow: "Database schema designer",
    title: "Design your databases, visually and together",
    subtitle:
      "Draw tables, columns and relationships on a canvas saved to the cloud. Collaborate live, import your existing SQL (paid plans) and export to SQL, Laravel migrations or Django models.",
    primary: "Get started for free",
    primarySignedIn: "Open my workspace",
    secondary: "Explore the features",
  },
  features: {
    title: "Everything you need to model your data",
    subtitle: "Relata is with you at every step, from the first sketch to the schema in production.",
    intuitive: {
      title: "Intuitive design",
      body: "Add tables, attributes and indexes in a few clicks, and draw relationships by dragging from one table to another. Every action can be undone and redone.",
    },
    visualisation: {
      title: "Clear visualization",
      body: "A canvas with zoom, automatic table layout and readable relationships.",
    },
    sqlExport: {
      title: "SQL export",
      body: "Generate your diagram's SQL script for MySQL, PostgreSQL, SQLite or SQL Server, Laravel migrations or Django models, straight from the editor.",
    },
    cloud: {
      title: "Cloud backup",
      body: "Your diagrams are saved automatically on the server and available anywhere, with a version history.",
    },
    collaboration: {
      title: "Collaboration",
      body: "Work together: shared teams and folders, roles, invitations and simultaneous real-time editing.",
    },
    speed: {
      title: "Speed",
      body: "A rendering engine built for large schemas: only visible tables are drawn, and a lighter rendering mode takes over on the largest diagrams.",
    },
  },
  cta: {
    title: "Ready to draw your next schema?",
    body: "Create a free account and start your first diagram in under a minute.",
    button: "Create my account",
    buttonSignedIn: "Go to the workspace",
  },
};
